/** Parts the chooser, the organisation picker and the user picker share. */
export { ChosenTags, type ChosenTag } from './ChosenTags';
export { PickerFooter } from './PickerFooter';
export { useDebounced } from './use-debounced';
