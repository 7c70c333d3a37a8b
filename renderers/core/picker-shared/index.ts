/** Parts the chooser, the organisation picker and the user picker share. */
export { ChosenTags, type ChosenTag } from './ChosenTags';
export { PickerFooter } from './PickerFooter';
export { useDebounced } from './use-debounced';
export { CHOOSER_DIALOG, ORG_PICKER_DIALOG, ORG_SEARCH_DEBOUNCE_MS, USER_PICKER_DIALOG } from './dialogs';
