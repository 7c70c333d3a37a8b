/** Spec 001 screen 16: the chooser dialog is 75 % wide, 10vh from the top, titled by its caller. */
export const CHOOSER_DIALOG = { width: '75%', top: '10vh' } as const;
