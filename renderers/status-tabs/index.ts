import type { RendererDefinition } from '../../registry';

export const statusTabsRenderer: RendererDefinition = { type: 'status-tabs', loadValidator: () => import('../../schemas/generated/validators/status-tabs'), load: () => import('./StatusTabs') };
