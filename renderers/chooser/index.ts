import type { RendererDefinition } from '../../registry';

export { CHOOSER_DIALOG } from '../core/picker-shared/dialogs';

export const chooserRenderer: RendererDefinition = {
  type: 'chooser',
  loadValidator: () => import('../../schemas/generated/validators/chooser'),
  load: () => import('./Chooser'),
};
