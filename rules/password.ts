/**
 * Password (spec 000 §5): 8 to 16 characters, at least 3 of the 4 classes upper, lower, digit, special.
 *
 * Decision (the spec is silent on which characters may appear): printable ASCII without the space,
 * U+0021 to U+007E. "Special" is any of those that is not a letter or a digit. A space, a Chinese
 * character or any other non-ASCII character makes the password invalid (it cannot be typed on every
 * keyboard the user signs in from, and it is easily lost in copy and paste).
 */

const ALLOWED = /^[\x21-\x7e]{8,16}$/;
const CLASSES = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

/** How many of the 4 classes (upper, lower, digit, special) the value uses. */
export function passwordClassCount(value: string): number {
  return CLASSES.filter((pattern) => pattern.test(value)).length;
}

export function isPassword(value: string): boolean {
  return ALLOWED.test(value) && passwordClassCount(value) >= 3;
}
