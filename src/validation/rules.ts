/**
 * Shared validation rules (spec 000 §5), checked against ../shared/vectors in tests/unit/validation.test.ts.
 */

/** Mainland mobile: optional +86 or 0086, then 1, a digit 3-9, then 9 digits. */
export const MAINLAND_MOBILE = /^(?:\+86|0086)?1[3-9]\d{9}$/;

export function isMainlandMobile(value: string): boolean {
  return MAINLAND_MOBILE.test(value);
}
