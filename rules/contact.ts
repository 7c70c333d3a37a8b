/**
 * Contact numbers and addresses (spec 000 §5): mainland mobile, landline, e-mail.
 */

/** Mainland mobile: optional +86 or 0086, then 1, a digit 3-9, then 9 digits. No separators. */
export const MAINLAND_MOBILE = /^(?:\+86|0086)?1[3-9][0-9]{9}$/;

export function isMainlandMobile(value: string): boolean {
  return MAINLAND_MOBILE.test(value);
}

/**
 * Landline: optional 3-4 digit area code, 5-8 digits, optional 4-digit extension.
 * Decisions (the spec is silent): the parts are joined by "-" only (the vectors reject "010 12345678");
 * the area code need not start with 0; the extension may follow a number without an area code.
 */
export const LANDLINE = /^(?:[0-9]{3,4}-)?[0-9]{5,8}(?:-[0-9]{4})?$/;

export function isLandline(value: string): boolean {
  return LANDLINE.test(value);
}

/**
 * E-mail, "standard address pattern". Decisions (the spec is silent), checked against
 * tests/vectors/email.json:
 * - local part: RFC 5322 dot-atom (letters, digits, ! # $ % & ' * + / = ? ^ _ ` { | } ~ -, dots between
 *   atoms), at most 64 characters; no quoted strings, no comments, no display names;
 * - domain: at least two labels of letters, digits and inner hyphens, each at most 63 characters; the
 *   last label letters only (2+) or punycode (xn--...); no IP literals; no trailing dot;
 * - at most 254 characters in all; ASCII only (no internationalised addresses).
 */
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LABEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export function isEmail(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return (
    local.length <= 64 &&
    LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LABEL.test(labels[labels.length - 1])
  );
}
