export { asFilterCondition, conditionText } from './condition-text';
export { isQueryKey } from './enter-key';
export { fromWhere, toWhere } from './keywords';
export { SearchControl } from './SearchControl';
export {
  fieldLabel,
  fieldsByKey,
  filterDefinition,
  filterTypeOf,
  formatOptionsOf,
  isNumericField,
  whereKey,
  type SearchField,
} from './search-fields';
export { applyDraft, draftFrom, invalidFields, type Draft } from './where-draft';
export { searchModel, setSearchValues, UndeclaredSearchProperty, type SearchModelText } from './search-model';
export { buttonState, jumpUrl, matches, ruledRows, type ButtonState } from './button-rules';
export { useComponentDialog, COMPONENT_DIALOG_WIDTH } from './use-component-dialog';
export { NO_LOOKUPS, type LookupNames } from './lookup-text';
export { controlKindOf } from './controls/control-kind';
export { dictLabelOf, dictOptions, loadDictionary } from './controls/dictionary';
export { clearLookupCache } from './controls/session-cache';
export { loadOrgNames, selectionOf } from './controls/organisations';
export {
  SETTING_DETAIL_URL,
  SETTING_UPDATE_URL,
  settingQuery,
  useListSettings,
  type ListSettings,
  type SettingsChange,
  type SettingsStatus,
} from '../use-list-settings';
