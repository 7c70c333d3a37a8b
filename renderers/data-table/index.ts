import type { RendererDefinition } from '../../registry';

export const dataTableRenderer: RendererDefinition = { type: 'data-table', loadValidator: () => import('../../schemas/generated/validators/data-table'), load: () => import('./DataTable') };
