import type { RendererDefinition } from '../../registry';

export const savedViewsRenderer: RendererDefinition = { type: 'saved-views', loadSchema: () => import('../../schemas/saved-views.schema.json'), load: () => import('./SavedViews') };
