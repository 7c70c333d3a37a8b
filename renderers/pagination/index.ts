import type { RendererDefinition } from '../../registry';

export const paginationRenderer: RendererDefinition = { type: 'pagination', loadSchema: () => import('../../schemas/pagination.schema.json'), load: () => import('./Pagination') };
