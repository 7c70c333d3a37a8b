import type { RendererDefinition } from '../../registry';

export const queryPanelRenderer: RendererDefinition = { type: 'query-panel', loadSchema: () => import('../../schemas/query-panel.schema.json'), load: () => import('./QueryPanel') };
