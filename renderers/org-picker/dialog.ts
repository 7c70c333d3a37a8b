import constants from '../../schemas/constants.json';

/** Spec 001 screen 18: the organisation picker's dialog is 920 px wide. */
export const ORG_PICKER_DIALOG = { width: 920 } as const;
/** Spec 001 §9: the organisation search goes 800 ms after the last keystroke. */
export const ORG_SEARCH_DEBOUNCE_MS = constants.orgSearchDebounceMs;
