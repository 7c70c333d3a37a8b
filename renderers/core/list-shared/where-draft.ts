import { isRangeValid } from '../../../codecs';
import type { FilterCondition } from '../../../fields';
import type { WhereState } from '../list-context';
import { asFilterCondition } from './condition-text';
import { fromWhere, toWhere } from './keywords';
import { fieldLabel, isNumericField, whereKey, type SearchField } from './search-fields';
import type { Language } from '../../../registry';

/** Conditions as a search form edits them, by where key. */
export type Draft = Record<string, FilterCondition | undefined>;

/** The form's values for `fields`, read from the list's where. */
export function draftFrom(fields: readonly SearchField[], where: WhereState): Draft {
  const draft: Draft = {};
  for (const field of fields) {
    const key = whereKey(field);
    const value = fromWhere(field, asFilterCondition(where[key]));
    if (value !== undefined) draft[key] = value;
  }
  return draft;
}

/**
 * The where after applying the form: the form's fields replaced by their values (an empty value removes
 * the condition), every other condition kept.
 */
export function applyDraft(fields: readonly SearchField[], draft: Draft, where: WhereState): WhereState {
  const next: WhereState = { ...where };
  for (const field of fields) {
    const key = whereKey(field);
    const value = toWhere(field, draft[key]);
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return next;
}

/** The labels of fields whose value cannot be sent (a number range with min above max). */
export function invalidFields(fields: readonly SearchField[], draft: Draft, language: Language): string[] {
  return fields.filter((f) => isNumericField(f) && !isRangeValid(draft[whereKey(f)])).map((f) => fieldLabel(f, language));
}
