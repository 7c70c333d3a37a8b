export { listPageRenderer } from './definition';
export { ListContextProvider, useListContext, useListControls, type ListContextValue, type ListControls, type ListQueryState, type Row, type SortState, type WhereState } from '../core/list-context';
export { DUPLICATE_WINDOW_MS, listParams } from './use-list-controller';
export { SETTING_DETAIL_URL, SETTING_UPDATE_URL, useListSettings, type ListSettings, type SettingsChange } from '../core/use-list-settings';
