import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import { isWhereOperator, type OperatorCondition, type WhereScalar, type WhereValue } from '../../../rules/where.js';
import type { ResourceField } from '../../../schemas/generated/resource-definition.js';
import type { Dialect } from '../../db/connection.js';
import { containsText } from '../../db/contains.js';
import { ApiError, Code } from '../../http/envelope.js';
import { FIELD_STORAGE } from './field-storage.js';
import { conditionFault, plainValueFits } from './where-shapes.js';

/*
 * The list query language (docs/architecture.md §4): field → plain value, or [operator, operand]. The operators and their
 * operands' shapes are schemas/where.schema.json's (checked in where-shapes.ts); what a field's storage
 * takes is checked here.
 */

type Scalar = WhereScalar;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBuilder = ExpressionBuilder<any, any>;
export type Predicate = (eb: AnyBuilder) => Expression<SqlBool>;

/**
 * Longer lists are bound as one parameter (a PostgreSQL array, an SQLite JSON text) instead of a placeholder
 * each. (The schema caps a list at 9,999 values, the spec's unpaged and chooser limit, and keywords at 50:
 * OR-ed LIKE terms nest one level each in SQLite's parser, whose depth limit is 1000.)
 */
const INLINE_LIST = 100;
const MAX_TEXT = 200;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}$/;

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


/** Order of two operands as the databases order them: numbers by value, text by its UTF-8 bytes. */
function after(a: Scalar, b: Scalar): boolean {
  if (typeof a === 'number' && typeof b === 'number') return a > b;
  return Buffer.compare(Buffer.from(String(a)), Buffer.from(String(b))) > 0;
}

/** A range's two ends, the lower first whichever came first; a date-only upper end covers its whole day. */
function pair(field: ResourceField, operand: readonly [Scalar, Scalar]): [Scalar, Scalar] {
  const [low, high] = after(scalar(field, operand[0]), scalar(field, operand[1])) ? [operand[1], operand[0]] : [operand[0], operand[1]];
  return [scalar(field, low, 'start'), scalar(field, high, 'end')];
}


/**
 * A text column as both engines compare it: by its bytes. On PostgreSQL the "C" collation, so neither the
 * order (>, <, between) nor lower() follows the server's locale (docs/decisions.md, the where language).
 */
function bytewise(column: string, dialect: Dialect): RawBuilder<unknown> {
  return dialect === 'postgres' ? sql`${sql.ref(column)} collate "C"` : sql`${sql.ref(column)}`;
}

/**
 * "Contains", case-insensitive for ASCII letters, on text, integer, date and time columns (an integer is
 * matched by its text). An empty value (NULL) contains nothing, so `not_like` includes it.
 */
function likeExpression(field: ResourceField, value: string, negate: boolean, dialect: Dialect) {
  const storage = FIELD_STORAGE[field.type];
  const column = storage === 'integer' || storage === 'boolean' ? sql`cast(${sql.ref(field.name)} as varchar(40))` : bytewise(field.name, dialect);
  const expr = containsText(column, value);
  return negate ? sql<SqlBool>`(${sql.ref(field.name)} is null or not (${expr}))` : expr;
}

/**
 * `column in (values)` with the values as one bound parameter: thousands of placeholders would pass SQLite's
 * limit (32,766) and make PostgreSQL parse a statement per list length. PostgreSQL takes an array
 * (`= any($1)`, typed by the column); SQLite a JSON text read by json_each.
 */
function boundList(column: string, values: readonly Scalar[], dialect: Dialect): RawBuilder<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`${sql.ref(column)} = any(${[...values]})`
    : sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(values)}))`;
}

/** Storages "contains" applies to: an amount's text differs between the engines (12.5 or 12.5000). */
const LIKE_STORAGES: ReadonlySet<string> = new Set(['text', 'integer', 'boolean', 'date', 'datetime']);

/**
 * Checks the operand against the field's storage now and returns the predicate, so bad input fails before any
 * query is built. The condition's shape is the schema's (conditionFault): one case per operator it declares.
 */
function prepare(field: ResourceField, condition: OperatorCondition, dialect: Dialect): Predicate {
  const column = field.name;
  const bad = () => new ApiError(Code.BAD_QUERY, 'badOperand', { field: column });
  const storage = FIELD_STORAGE[field.type];
  // Text orders by its bytes on both engines. Equality needs no collation (and keeps its index); dates and
  // times are fixed-width ASCII, which every collation orders alike.
  const ordered = storage === 'text' ? bytewise(column, dialect) : sql.ref(column);
  const [op, operand] = condition;
  switch (op) {
    case '=':
    case '>':
    case '>=':
    case '<':
    case '<=': {
      if (operand === null) return (eb) => eb(column, 'is', null);
      // A date-only value on a time column is its whole day: = is the day, > after it, <= up to its end.
      if (storage === 'datetime' && typeof operand === 'string' && DATE.test(operand) && op === '=') {
        const [from, to] = [scalar(field, operand, 'start'), scalar(field, operand, 'end')];
        return (eb) => eb.and([eb(column, '>=', from), eb(column, '<=', to)]);
      }
      const value = scalar(field, operand, op === '<=' || op === '>' ? 'end' : 'start');
      return (eb) => eb(op === '=' ? sql.ref(column) : ordered, op, value);
    }
    case 'in': {
      const values = operand.map((v) => scalar(field, v));
      if (values.length > INLINE_LIST) return () => boundList(column, values, dialect);
      return (eb) => eb(column, 'in', values);
    }
    case 'not_in': {
      // An empty value (NULL) is not one of the values: `in` and `not_in` split the rows between them.
      const values = operand.map((v) => scalar(field, v));
      if (values.length > INLINE_LIST) return (eb) => eb.or([eb(column, 'is', null), eb.not(boundList(column, values, dialect))]);
      return (eb) => eb.or([eb(column, 'is', null), eb(column, 'not in', values)]);
    }
    case 'between':
    case 'range': {
      const [from, to] = pair(field, operand);
      return (eb) => eb.and([eb(ordered, '>=', from), eb(ordered, '<=', to)]);
    }
    case 'like':
    case 'not_like': {
      if (!LIKE_STORAGES.has(storage)) throw bad();
      const value = text(field, String(operand));
      return () => likeExpression(field, value, op === 'not_like', dialect);
    }
    case 'like_array':
    case 'not_like_array': {
      if (!LIKE_STORAGES.has(storage)) throw bad();
      const texts = operand.map((t) => text(field, t));
      if (op === 'like_array') return (eb) => eb.or(texts.map((t) => likeExpression(field, t, false, dialect)));
      return (eb) => eb.and(texts.map((t) => likeExpression(field, t, true, dialect)));
    }
    case 'isNull': {
      const isNull = Boolean(operand);
      return (eb) => (isNull ? eb(column, 'is', null) : eb(column, 'is not', null));
    }
    default: {
      // An operator the schema declares without a case here fails the type check.
      const unhandled: never = op;
      throw new ApiError(Code.BAD_QUERY, 'unknownOperator', { op: String(unhandled).slice(0, 20) });
    }
  }
}

// A resource's fields never change while it is served: looked up once per list of fields, not per call.
const filterable = new WeakMap<readonly ResourceField[], ReadonlyMap<string, ResourceField>>();

function filterableByName(fields: readonly ResourceField[]): ReadonlyMap<string, ResourceField> {
  let byName = filterable.get(fields);
  if (!byName) filterable.set(fields, (byName = new Map(fields.filter((f) => f.filterable !== false).map((f) => [f.name, f]))));
  return byName;
}

/**
 * Compiles a `where` object into one parameterised predicate. Field names are checked against the
 * resource's filterable fields, conditions against schemas/where.schema.json; nothing from the caller reaches SQL text.
 * The same `where` selects the same rows on SQLite and PostgreSQL (tests/server/where-differential.test.ts).
 */
export function compileWhere(fields: readonly ResourceField[], where: unknown, dialect: Dialect = 'sqlite'): Predicate | null {
  if (where === undefined || where === null) return null;
  if (typeof where !== 'object' || Array.isArray(where)) throw new ApiError(Code.BAD_QUERY, 'badJson', { name: 'where' });
  const byName = filterableByName(fields);
  const parts: Predicate[] = [];
  for (const [name, value] of Object.entries(where as Record<string, unknown>)) {
    const field = byName.get(name);
    if (!field) throw new ApiError(Code.BAD_QUERY, 'unknownField', { field: name.slice(0, 64) });
    const bad = () => new ApiError(Code.BAD_QUERY, 'badOperand', { field: name });
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string') {
      const op = value[0];
      if (!isWhereOperator(op)) throw new ApiError(Code.BAD_QUERY, 'unknownOperator', { op: op.slice(0, 20) });
      const fault = conditionFault(op, value);
      if (fault) throw fault.listLimit === undefined ? bad() : new ApiError(Code.BAD_QUERY, 'tooManyValues', { field: name, max: fault.listLimit });
      parts.push(prepare(field, value as OperatorCondition, dialect));
    } else {
      if (!plainValueFits(value)) throw bad();
      parts.push(prepare(field, ['=', value as WhereValue], dialect));
    }
  }
  if (parts.length === 0) return null;
  return (eb) => eb.and(parts.map((p) => p(eb)));
}
