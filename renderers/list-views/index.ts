import type { RendererDefinition } from '../../registry';

export const listViewsRenderer: RendererDefinition = { type: 'list-views', loadValidator: () => import('../../schemas/generated/validators/list-views'), load: () => import('./ListViews') };
