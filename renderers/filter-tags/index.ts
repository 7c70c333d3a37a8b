import type { RendererDefinition } from '../../registry';

export const filterTagsRenderer: RendererDefinition = { type: 'filter-tags', loadValidator: () => import('../../schemas/generated/validators/filter-tags'), load: () => import('./FilterTags') };
