import { MULTI_SEPARATOR, type FilterCondition } from '../../../fields';
import type { Language } from '../../../registry';
import { isWhereOperator } from '../../../rules';
import { controlKindOf } from './controls/control-kind';
import { dictLabelOf } from './controls/dictionary';
import { monthOf } from './controls/month';
import { dictConditionText, NO_LOOKUPS, orgConditionText, type LookupNames } from './lookup-text';
import { filterDefinition, formatOptionsOf, type SearchField } from './search-fields';

type Translate = (key: string, params?: Record<string, unknown>) => string;

const RANGE_SEPARATOR = ' 至 ';
const COMPARISONS: Readonly<Record<string, string>> = { '>': '>', '>=': '≥', '<': '<', '<=': '≤', '=': '' };

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/**
 * The text of one condition for a filter tag: organisations and dictionary items by name (from `lookups`),
 * other values formatted by the field's type (ranges joined by ' 至 ', lists by ' ; '), or null when the
 * condition cannot be read.
 */
export function conditionText(field: SearchField | undefined, condition: unknown, language: Language, t: Translate, lookups: LookupNames = NO_LOOKUPS): string | null {
  const kind = field ? controlKindOf(field) : null;
  const readable = asFilterCondition(condition);
  if (field && kind === 'organize') return readable === undefined ? null : orgConditionText(readable, lookups, t);
  // A whole month reads as the month (yyyy-MM); any other range on a month field as a range.
  const month = kind === 'month' ? monthOf(readable) : null;
  if (month !== null) return month;
  const dictLabel = field && kind === 'dict' ? dictLabelOf(field) : null;
  if (dictLabel !== null && readable !== undefined) {
    const text = dictConditionText(readable, lookups.dicts.get(dictLabel), t);
    if (text !== null) return text;
  }
  const definition = field ? filterDefinition(field) : undefined;
  const options = field ? formatOptionsOf(field) : {};
  const one = (value: unknown): string | null => {
    if (!isScalar(value)) return null;
    return (definition ? definition.format(value, options, language) : '') || String(value);
  };
  const list = (values: unknown): string | null => {
    if (!Array.isArray(values) || values.length === 0) return null;
    const texts = values.map(one);
    return texts.every((text) => text !== null) ? texts.join(MULTI_SEPARATOR) : null;
  };
  if (isScalar(condition)) return one(condition);
  if (!Array.isArray(condition) || condition.length !== 2 || typeof condition[0] !== 'string') return null;
  const [op, operand] = condition as [string, unknown];
  if (!isWhereOperator(op)) return null;
  // One text per operator of the where language (schemas/where.schema.json): a new one fails the type check below.
  switch (op) {
    case 'between':
    case 'range': {
      if (!Array.isArray(operand) || operand.length !== 2) return null;
      const [from, to] = [one(operand[0]), one(operand[1])];
      return from === null || to === null ? null : `${from}${RANGE_SEPARATOR}${to}`;
    }
    case '>':
    case '>=':
    case '<':
    case '<=':
    case '=': {
      const text = one(operand);
      return text === null ? null : `${COMPARISONS[op]}${COMPARISONS[op] ? ' ' : ''}${text}`;
    }
    case 'like':
      return one(operand);
    case 'not_like': {
      const text = one(operand);
      return text === null ? null : `${t('listbar.tags.not')} ${text}`;
    }
    case 'in':
    case 'like_array':
      return list(operand);
    case 'not_in':
    case 'not_like_array': {
      const text = list(operand);
      return text === null ? null : `${t('listbar.tags.not')} ${text}`;
    }
    case 'isNull':
      return t(operand ? 'listbar.tags.isNull' : 'listbar.tags.notNull');
    default: {
      const unhandled: never = op;
      return unhandled;
    }
  }
}

/** A condition read back as the FilterCondition the field controls edit; anything else is dropped. */
export function asFilterCondition(value: unknown): FilterCondition | undefined {
  if (isScalar(value)) return value;
  if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string') return value as [string, unknown];
  return undefined;
}
