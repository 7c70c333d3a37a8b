import whereSchema from '../schemas/where.schema.json';
import type { WhereCondition, WhereOperator, WhereValue } from '../schemas/generated/where';

/**
 * The operators of the list query language, read from their one declaration (schemas/where.schema.json,
 * definition WhereOperator): the server's where compiler, the list page's URL presets, saved-view
 * conditions and filter tags all take the list from here, never from a copy of their own.
 */

export type { Where, WhereCondition, WhereOperator, WhereScalar, WhereValue } from '../schemas/generated/where';

/** A condition written as `[operator, operand]` (every WhereCondition but a plain value). */
export type OperatorCondition = Exclude<WhereCondition, WhereValue>;

/** Every operator, in the schema's order. The generated WhereOperator type is made from the same enum. */
export const WHERE_OPERATORS: readonly WhereOperator[] = Object.freeze([...(whereSchema.definitions.WhereOperator.enum as WhereOperator[])]);

const KNOWN: ReadonlySet<string> = new Set(WHERE_OPERATORS);

/** Whether `value` is an operator of the language (case matters: 'IN' is not 'in'). */
export function isWhereOperator(value: unknown): value is WhereOperator {
  return typeof value === 'string' && KNOWN.has(value);
}
