import type { RendererDefinition } from '../../registry';

export const queryPanelRenderer: RendererDefinition = { type: 'query-panel', loadValidator: () => import('../../schemas/generated/validators/query-panel'), load: () => import('./QueryPanel') };
