import type { RendererDefinition } from '../../registry';

export const savedViewsRenderer: RendererDefinition = { type: 'saved-views', loadValidator: () => import('../../schemas/generated/validators/saved-views'), load: () => import('./SavedViews') };
