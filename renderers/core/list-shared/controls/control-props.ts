import type { FilterCondition } from '../../../../fields';
import type { SearchField } from '../search-fields';

/** What every search control gets: its field, the condition it edits, and where a change goes. */
export interface ControlProps {
  field: SearchField;
  value: FilterCondition | undefined;
  /** undefined clears the condition. */
  onChange(value: FilterCondition | undefined): void;
  /** The accessible name and placeholder. */
  label: string;
}
