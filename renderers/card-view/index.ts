import type { RendererDefinition } from '../../registry';

export const cardViewRenderer: RendererDefinition = { type: 'card-view', loadValidator: () => import('../../schemas/generated/validators/card-view'), load: () => import('./CardView') };
