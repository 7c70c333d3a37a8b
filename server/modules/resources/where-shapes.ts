import { Ajv, type ValidateFunction } from 'ajv';
import { WHERE_OPERATORS, type WhereOperator } from '../../../rules/where.js';
import whereSchema from '../../../schemas/where.schema.json';

/**
 * The shape of each operator's condition, as schemas/where.schema.json declares it: WhereCondition lists the
 * condition definitions, and each `[operator, operand]` definition names its operators in its first item.
 * The compiler checks a condition against its operator's definition before anything else reads it.
 */

const SCHEMA = 'where.schema.json';
const DEFINITIONS = `${SCHEMA}#/definitions/`;

// Its own ajv, without the routes' type coercion: "5" must not become 5 nor null 0 in a condition.
const ajv = new Ajv({ allErrors: false, allowUnionTypes: true });
ajv.addSchema(whereSchema);

function validator(definition: string): ValidateFunction {
  const validate = ajv.getSchema(`${DEFINITIONS}${definition}`);
  if (!validate) throw new Error(`${SCHEMA} has no definition ${definition}`);
  return validate;
}

/** Operator → the validator of its whole condition, read from the schema; every operator must have exactly one. */
function conditionValidators(): ReadonlyMap<WhereOperator, ValidateFunction> {
  const definitions = whereSchema.definitions as unknown as Readonly<Record<string, { items?: unknown }>>;
  const byOperator = new Map<WhereOperator, ValidateFunction>();
  for (const { $ref } of whereSchema.definitions.WhereCondition.anyOf) {
    const name = $ref.slice('#/definitions/'.length);
    const items = definitions[name]?.items;
    if (!Array.isArray(items)) continue;
    for (const op of (items[0] as { enum?: readonly string[] }).enum ?? []) {
      if (byOperator.has(op as WhereOperator)) throw new Error(`${SCHEMA}: operator ${op} has two condition definitions`);
      byOperator.set(op as WhereOperator, validator(name));
    }
  }
  const missing = WHERE_OPERATORS.filter((op) => !byOperator.has(op));
  if (missing.length > 0 || byOperator.size !== WHERE_OPERATORS.length) {
    throw new Error(`${SCHEMA}: WhereOperator and the condition definitions disagree (${missing.join(', ') || 'extra operators'})`);
  }
  return byOperator;
}

const CONDITIONS = conditionValidators();
const PLAIN_VALUE = validator('WhereValue');

/**
 * Why `[op, operand]` lacks the shape the schema declares for `op`: null when it has it; `listLimit` when its list
 * holds more values than the schema allows (an `in` of 10,000 ids), so the caller is told the limit.
 */
export function conditionFault(op: WhereOperator, condition: unknown): { listLimit?: number } | null {
  const validate = CONDITIONS.get(op)!;
  if (validate(condition)) return null;
  const error = validate.errors?.find((e) => e.keyword === 'maxItems' && e.instancePath === '/1');
  return error ? { listLimit: (error.params as { limit: number }).limit } : {};
}

/** Whether `[op, operand]` has the shape the schema declares for `op`. */
export function conditionFits(op: WhereOperator, condition: unknown): boolean {
  return conditionFault(op, condition) === null;
}

/** Whether a plain (operator-less) value is one the language takes: text, a number or null. */
export function plainValueFits(value: unknown): boolean {
  return PLAIN_VALUE(value);
}
