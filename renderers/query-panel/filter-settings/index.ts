export { FilterSettingsDrawer, type FilterSettingsDrawerProps } from './FilterSettingsDrawer';
export { chosenFields, PREFERENCE_PREFIX, readSearchPreference, writeSearchPreference, type SearchPreference } from './search-preference';
export { useSearchPreference, type SearchPreferenceState } from './use-search-preference';
