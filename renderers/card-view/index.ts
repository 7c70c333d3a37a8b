import type { RendererDefinition } from '../../registry';

export const cardViewRenderer: RendererDefinition = { type: 'card-view', loadSchema: () => import('../../schemas/card-view.schema.json'), load: () => import('./CardView') };
