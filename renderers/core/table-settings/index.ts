export { TableSettingsDrawer, SETTINGS_DRAWER_WIDTH, type TableSettingsDrawerProps } from './TableSettingsDrawer';
export { SortableList, type SortableItem, type SortableListProps } from './SortableList';
export {
  groupColumns,
  moveToGroup,
  nextGroup,
  reorderInGroup,
  toStoredFields,
  type ColumnGroups,
  type DraftColumn,
  type GroupName,
} from './column-groups';
export { AUTO_SAVE_DELAY, changeOf, draftOf } from './use-settings-draft';
export { useOpening } from './use-opening';
