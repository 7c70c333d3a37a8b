/**
 * Plain patterns of spec 000 §5: positive integer, tax number, letters. Every rule rejects the empty
 * string; whether a value is needed at all is the required rule's business (./required.ts).
 */

/** Positive integer: no leading zero, at least 1. Decision: no upper bound, no sign, ASCII digits only. */
export const POSITIVE_INTEGER = /^[1-9][0-9]*$/;

/**
 * Tax number: 7 to 20 letters or digits. Decision: ASCII letters of either case. The check-character
 * rule for the 18-character unified social credit code is ./uscc.ts (vectors: uscc.json); every valid
 * USCC is also a valid tax number.
 */
export const TAX_NUMBER = /^[A-Za-z0-9]{7,20}$/;

/** Lowercase only (ASCII a-z). */
export const LOWERCASE = /^[a-z]+$/;
/** Uppercase only (ASCII A-Z). */
export const UPPERCASE = /^[A-Z]+$/;
/** Letters only (ASCII a-z, A-Z). */
export const LETTERS = /^[A-Za-z]+$/;
/** Lowercase with underscore. Decision: any mix of a-z and "_", underscores leading or trailing too. */
export const LOWERCASE_UNDERSCORE = /^[a-z_]+$/;

export const isPositiveInteger = (value: string): boolean => POSITIVE_INTEGER.test(value);
export const isTaxNumber = (value: string): boolean => TAX_NUMBER.test(value);
export const isLowercase = (value: string): boolean => LOWERCASE.test(value);
export const isUppercase = (value: string): boolean => UPPERCASE.test(value);
export const isLetters = (value: string): boolean => LETTERS.test(value);
export const isLowercaseUnderscore = (value: string): boolean => LOWERCASE_UNDERSCORE.test(value);
