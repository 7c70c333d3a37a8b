import type { RendererDefinition } from '../../registry';

export { USER_PICKER_DIALOG } from './dialog';
export type { PickedUser } from './user-api';

export const userPickerRenderer: RendererDefinition = {
  type: 'user-picker',
  loadValidator: () => import('../../schemas/generated/validators/user-picker'),
  load: () => import('./UserPicker'),
};
