import type { RendererDefinition } from '../../registry';

export { USER_PICKER_DIALOG } from '../core/picker-shared/dialogs';
export type { PickedUser } from '../core/picker-shared/user-api';

export const userPickerRenderer: RendererDefinition = {
  type: 'user-picker',
  loadValidator: () => import('../../schemas/generated/validators/user-picker'),
  load: () => import('./UserPicker'),
};
