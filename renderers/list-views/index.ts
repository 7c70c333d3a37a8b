import type { RendererDefinition } from '../../registry';

export const listViewsRenderer: RendererDefinition = { type: 'list-views', loadSchema: () => import('../../schemas/list-views.schema.json'), load: () => import('./ListViews') };
