import type { RendererDefinition } from '../../registry';

export const paginationRenderer: RendererDefinition = { type: 'pagination', loadValidator: () => import('../../schemas/generated/validators/pagination'), load: () => import('./Pagination') };
