import constants from '../../../schemas/constants.json';

/** Spec 001 screen 16: the chooser dialog is 75 % wide, 10vh from the top, titled by its caller. */
export const CHOOSER_DIALOG = { width: '75%', top: '10vh' } as const;
/** Spec 001 screen 18: the organisation picker's dialog is 920 px wide. */
export const ORG_PICKER_DIALOG = { width: 920 } as const;
/** Spec 001 §9: the organisation search goes 800 ms after the last keystroke. */
export const ORG_SEARCH_DEBOUNCE_MS = constants.orgSearchDebounceMs;
/** The user picker's dialog width (the specification names none: room for name, mobile and department). */
export const USER_PICKER_DIALOG = { width: 800 } as const;
