import type { RendererDefinition } from '../../registry';

// The dialog itself (ExternalViewDialog, useExternalView) is imported from its own files by lazy callers
// such as the toolbar, so registering this renderer never pulls it into the first bundle.
export const externalViewRenderer: RendererDefinition = {
  type: 'external-view',
  loadValidator: () => import('../../schemas/generated/validators/external-view'),
  load: () => import('./ExternalView'),
};
