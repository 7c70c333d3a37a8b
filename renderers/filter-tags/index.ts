import type { RendererDefinition } from '../../registry';

export const filterTagsRenderer: RendererDefinition = { type: 'filter-tags', loadSchema: () => import('../../schemas/filter-tags.schema.json'), load: () => import('./FilterTags') };
