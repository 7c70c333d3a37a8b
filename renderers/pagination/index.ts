import type { RendererDefinition } from '../../registry';
import schema from '../../schemas/pagination.schema.json';

export const paginationRenderer: RendererDefinition = { type: 'pagination', schema, load: () => import('./Pagination') };
