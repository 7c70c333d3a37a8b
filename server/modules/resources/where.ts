import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ResourceField } from '../../../schemas/generated/resource-definition.js';
import { ApiError, Code } from '../../http/envelope.js';
import { FIELD_STORAGE } from './field-storage.js';

/** The list query language (DESIGN §4): field → plain value, or [operator, operand]. */
export const OPERATORS = [
  '=', '>', '>=', '<', '<=', 'in', 'not_in', 'like', 'not_like', 'like_array', 'not_like_array', 'between', 'range', 'isNull',
] as const;
export type Operator = (typeof OPERATORS)[number];

type Scalar = string | number;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBuilder = ExpressionBuilder<any, any>;
export type Predicate = (eb: AnyBuilder) => Expression<SqlBool>;

const MAX_LIST = 1000;
/** OR-ed LIKE terms nest one level each in SQLite's parser (depth limit 1000): keep keyword lists short. */
const MAX_KEYWORDS = 50;
const MAX_TEXT = 200;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}$/;

function isOperator(value: unknown): value is Operator {
  return typeof value === 'string' && (OPERATORS as readonly string[]).includes(value);
}

const INT32_MAX = 2_147_483_647;
const MONEY_MAX = 1e15;

/** Checks one operand against the field's storage and returns it in the column's representation. */
function scalar(field: ResourceField, value: unknown, bound: 'start' | 'end' = 'start'): Scalar {
  const bad = () => new ApiError(Code.BAD_QUERY, 'badOperand', { field: field.name });
  const storage = FIELD_STORAGE[field.type];
  switch (storage) {
    case 'integer':
    case 'boolean':
    case 'decimal': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (!Number.isFinite(n)) throw bad();
      if (storage === 'decimal') {
        if (Math.abs(n) > MONEY_MAX) throw bad();
      } else if (!Number.isInteger(n) || Math.abs(n) > INT32_MAX) throw bad();
      return n;
    }
    case 'date':
      if (typeof value !== 'string' || !DATE.test(value)) throw bad();
      return value;
    case 'datetime':
      if (typeof value !== 'string') throw bad();
      // A date-only value on a time column covers the whole day (spec 000 §5).
      if (DATE.test(value)) return `${value} ${bound === 'start' ? '00:00:00' : '23:59:59'}`;
      if (!DATETIME.test(value)) throw bad();
      return value.replace('T', ' ');
    case 'text':
      if (typeof value !== 'string' && typeof value !== 'number') throw bad();
      return text(field, String(value));
  }
}

/** Text as the database can hold it: bounded, and no NUL (PostgreSQL refuses it in text). */
function text(field: ResourceField, value: string): string {
  if (value.length > MAX_TEXT || value.includes('\u0000')) throw new ApiError(Code.BAD_QUERY, 'badOperand', { field: field.name });
  return value;
}

function list(field: ResourceField, operand: unknown): Scalar[] {
  if (!Array.isArray(operand) || operand.length === 0 || operand.length > MAX_LIST) {
    throw new ApiError(Code.BAD_QUERY, 'badOperand', { field: field.name });
  }
  return operand.map((v) => scalar(field, v));
}

function pair(field: ResourceField, operand: unknown): [Scalar, Scalar] {
  if (!Array.isArray(operand) || operand.length !== 2) throw new ApiError(Code.BAD_QUERY, 'badOperand', { field: field.name });
  return [scalar(field, operand[0], 'start'), scalar(field, operand[1], 'end')];
}

function textList(field: ResourceField, operand: unknown): string[] {
  if (!Array.isArray(operand) || operand.length === 0 || operand.length > MAX_KEYWORDS) {
    throw new ApiError(Code.BAD_QUERY, 'badOperand', { field: field.name });
  }
  return operand.map((v) => {
    if (typeof v !== 'string') throw new ApiError(Code.BAD_QUERY, 'badOperand', { field: field.name });
    return text(field, v);
  });
}

/** `%text%` with the user's own wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
}

/** "Contains" on any column: a number is matched by its text (PostgreSQL has no lower() of a number). */
function likeExpression(field: ResourceField, value: string, negate: boolean) {
  const column = FIELD_STORAGE[field.type] === 'text' ? sql.ref(field.name) : sql`cast(${sql.ref(field.name)} as varchar(40))`;
  const expr = sql<SqlBool>`lower(${column}) like ${containsPattern(value)} escape '\\'`;
  return negate ? sql<SqlBool>`not (${expr})` : expr;
}

/** Validates the operand now and returns the predicate, so bad input fails before any query is built. */
function prepare(field: ResourceField, op: Operator, operand: unknown): Predicate {
  const column = field.name;
  const bad = () => new ApiError(Code.BAD_QUERY, 'badOperand', { field: column });
  switch (op) {
    case '=':
    case '>':
    case '>=':
    case '<':
    case '<=': {
      if (operand === null) {
        if (op !== '=') throw bad();
        return (eb) => eb(column, 'is', null);
      }
      const value = scalar(field, operand, op === '<=' ? 'end' : 'start');
      return (eb) => eb(column, op, value);
    }
    case 'in': {
      const values = list(field, operand);
      return (eb) => eb(column, 'in', values);
    }
    case 'not_in': {
      const values = list(field, operand);
      return (eb) => eb(column, 'not in', values);
    }
    case 'between':
    case 'range': {
      const [from, to] = pair(field, operand);
      return (eb) => eb.and([eb(column, '>=', from), eb(column, '<=', to)]);
    }
    case 'like':
    case 'not_like': {
      if (typeof operand !== 'string' && typeof operand !== 'number') throw bad();
      const value = text(field, String(operand));
      return () => likeExpression(field, value, op === 'not_like');
    }
    case 'like_array': {
      const texts = textList(field, operand);
      return (eb) => eb.or(texts.map((t) => likeExpression(field, t, false)));
    }
    case 'not_like_array': {
      const texts = textList(field, operand);
      return (eb) => eb.and(texts.map((t) => likeExpression(field, t, true)));
    }
    case 'isNull': {
      if (typeof operand !== 'boolean' && operand !== 0 && operand !== 1) throw bad();
      const isNull = Boolean(operand);
      return (eb) => (isNull ? eb(column, 'is', null) : eb(column, 'is not', null));
    }
  }
}

/**
 * Compiles a `where` object into one parameterised predicate. Field names are checked against the
 * resource's filterable fields, operators against the list above; nothing from the caller reaches SQL text.
 */
export function compileWhere(fields: readonly ResourceField[], where: unknown): Predicate | null {
  if (where === undefined || where === null) return null;
  if (typeof where !== 'object' || Array.isArray(where)) throw new ApiError(Code.BAD_QUERY, 'badJson', { name: 'where' });
  const byName = new Map(fields.filter((f) => f.filterable !== false).map((f) => [f.name, f]));
  const parts: Predicate[] = [];
  for (const [name, value] of Object.entries(where as Record<string, unknown>)) {
    const field = byName.get(name);
    if (!field) throw new ApiError(Code.BAD_QUERY, 'unknownField', { field: name.slice(0, 64) });
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string') {
      const op = value[0];
      if (!isOperator(op)) throw new ApiError(Code.BAD_QUERY, 'unknownOperator', { op: op.slice(0, 20) });
      parts.push(prepare(field, op, value[1]));
    } else if (Array.isArray(value) || (typeof value === 'object' && value !== null)) {
      throw new ApiError(Code.BAD_QUERY, 'badOperand', { field: name });
    } else {
      parts.push(prepare(field, '=', value));
    }
  }
  if (parts.length === 0) return null;
  return (eb) => eb.and(parts.map((p) => p(eb)));
}
