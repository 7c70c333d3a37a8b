import type { RendererDefinition } from '../../registry';

export const dataTableRenderer: RendererDefinition = { type: 'data-table', loadSchema: () => import('../../schemas/data-table.schema.json'), load: () => import('./DataTable') };
