import type { Message } from './message';

/** Spec 000 §5: a required field says 请输入必填项, checked when the field loses focus. */
export const REQUIRED_MESSAGE: Message = { zh: '请输入必填项', en: 'This field is required' };

/** Forms run the required check on blur (spec 000 §5; 001 §5 editable cells too). */
export const REQUIRED_TRIGGER = 'blur';

/**
 * Whether a required field has a value. Decisions (the spec is silent):
 * - null, undefined, NaN, an empty array and a string of only white space are empty;
 * - 0 and false are values (spec 001 §5: "value 0 allowed" for view conditions).
 */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}
