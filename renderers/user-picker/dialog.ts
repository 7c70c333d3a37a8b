/** The user picker's dialog width (the specification names none: room for name, mobile and department). */
export const USER_PICKER_DIALOG = { width: 800 } as const;
