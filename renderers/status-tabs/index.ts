import type { RendererDefinition } from '../../registry';

export const statusTabsRenderer: RendererDefinition = { type: 'status-tabs', loadSchema: () => import('../../schemas/status-tabs.schema.json'), load: () => import('./StatusTabs') };
