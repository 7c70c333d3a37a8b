import type { RendererDefinition } from '../../registry';
import schema from '../../schemas/data-table.schema.json';

export const dataTableRenderer: RendererDefinition = { type: 'data-table', schema, load: () => import('./DataTable') };
