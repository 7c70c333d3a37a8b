import type { FilterCondition } from '../../fields';
import { filterTypeOf, type SearchField } from './search-fields';

/**
 * Text conditions as the user types them (`['like', raw text]`) and as the list call takes them
 * (spec 001 §5): keywords trimmed, digits only when `isnumber`, split by the separator into an array
 * condition when `multipleKeywords`, equals (or `in`) when `exact`. Other field types pass through.
 */
export function toWhere(field: SearchField, draft: FilterCondition | undefined): FilterCondition | undefined {
  if (draft === undefined || filterTypeOf(field) !== 'text') return draft;
  const raw = Array.isArray(draft) ? String(draft[1] ?? '') : String(draft);
  const text = field.isnumber ? raw.replace(/\D/g, '') : raw.trim();
  if (text === '') return undefined;
  const parts = field.multipleKeywords
    ? text.split(field.separator ?? ' ').map((part) => part.trim()).filter((part) => part !== '')
    : [text];
  if (parts.length === 0) return undefined;
  if (field.exact) return parts.length > 1 ? ['in', parts] : parts[0];
  return parts.length > 1 ? ['like_array', parts] : ['like', parts[0]];
}

/** The inverse of toWhere, for showing an applied condition in a text control. */
export function fromWhere(field: SearchField, condition: FilterCondition | undefined): FilterCondition | undefined {
  if (condition === undefined || filterTypeOf(field) !== 'text') return condition;
  if (!Array.isArray(condition)) return ['like', String(condition)];
  const [, operand] = condition;
  if (Array.isArray(operand)) return ['like', operand.map(String).join(field.separator ?? ' ')];
  return ['like', operand === undefined || operand === null ? '' : String(operand)];
}
