import type { RendererDefinition } from '../../registry';

export { ORG_PICKER_DIALOG, ORG_SEARCH_DEBOUNCE_MS } from '../core/picker-shared/dialogs';
export type { PickedOrg } from '../core/picker-shared/org-api';

export const orgPickerRenderer: RendererDefinition = {
  type: 'org-picker',
  loadValidator: () => import('../../schemas/generated/validators/org-picker'),
  load: () => import('./OrgPicker'),
};
