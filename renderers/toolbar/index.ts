import type { RendererDefinition } from '../../registry';

export const toolbarRenderer: RendererDefinition = { type: 'toolbar', loadValidator: () => import('../../schemas/generated/validators/toolbar'), load: () => import('./Toolbar') };
