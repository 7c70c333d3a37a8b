import type { RendererDefinition } from '../../registry';

export { ORG_PICKER_DIALOG, ORG_SEARCH_DEBOUNCE_MS } from './dialog';
export type { PickedOrg } from './org-api';

export const orgPickerRenderer: RendererDefinition = {
  type: 'org-picker',
  loadValidator: () => import('../../schemas/generated/validators/org-picker'),
  load: () => import('./OrgPicker'),
};
