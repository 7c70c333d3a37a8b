import type { FilterCondition } from '../../../fields';
import { controlKindOf } from './controls/control-kind';
import type { SearchField } from './search-fields';

/** Multiple keywords are split by a space unless the column names its separator (spec 001 §5). */
export const DEFAULT_SEPARATOR = ' ';

/**
 * The keywords of raw text (spec 001 §5): trimmed; split by the separator when `multipleKeywords`; digits
 * only when `isnumber` (per keyword, so the separator survives); empty keywords dropped.
 */
export function keywordsOf(field: SearchField, raw: string): string[] {
  const parts = field.multipleKeywords ? raw.split(field.separator ?? DEFAULT_SEPARATOR) : [raw];
  return parts.map((part) => (field.isnumber ? part.replace(/\D/g, '') : part.trim())).filter((part) => part !== '');
}

/**
 * Text conditions as the user types them (`['like', raw text]`) and as the list call takes them: the
 * keywords as one like, a like_array when several, equals (or `in`) when `exact`. Other controls' conditions
 * pass through.
 */
export function toWhere(field: SearchField, draft: FilterCondition | undefined): FilterCondition | undefined {
  if (draft === undefined || controlKindOf(field) !== 'text') return draft;
  const raw = Array.isArray(draft) ? String(draft[1] ?? '') : String(draft);
  const parts = keywordsOf(field, raw);
  if (parts.length === 0) return undefined;
  if (field.exact) return parts.length > 1 ? ['in', parts] : parts[0];
  return parts.length > 1 ? ['like_array', parts] : ['like', parts[0]];
}

/** The inverse of toWhere, for showing an applied condition in a text control. */
export function fromWhere(field: SearchField, condition: FilterCondition | undefined): FilterCondition | undefined {
  if (condition === undefined || controlKindOf(field) !== 'text') return condition;
  if (!Array.isArray(condition)) return ['like', String(condition)];
  const [, operand] = condition;
  if (Array.isArray(operand)) return ['like', operand.map(String).join(field.separator ?? DEFAULT_SEPARATOR)];
  return ['like', operand === undefined || operand === null ? '' : String(operand)];
}
