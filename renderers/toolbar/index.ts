import type { RendererDefinition } from '../../registry';

export const toolbarRenderer: RendererDefinition = { type: 'toolbar', loadSchema: () => import('../../schemas/toolbar.schema.json'), load: () => import('./Toolbar') };
