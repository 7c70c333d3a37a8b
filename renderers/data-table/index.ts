import type { RendererDefinition } from '../../registry';
import { DataTable } from './DataTable';

export const dataTableRenderer: RendererDefinition = { type: 'data-table', component: DataTable };
export { DataTable, type DataTableProps, type Row, type SortState } from './DataTable';
