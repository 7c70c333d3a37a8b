/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * Every operator of the language, in the order the documentation lists them. Each is the first item of exactly one of the condition definitions below (tests/unit/where-operators.test.ts).
 *
 * This interface was referenced by `Where`'s JSON-Schema
 * via the `definition` "WhereOperator".
 */
export type WhereOperator =
  | '='
  | '>'
  | '>='
  | '<'
  | '<='
  | 'in'
  | 'not_in'
  | 'like'
  | 'not_like'
  | 'like_array'
  | 'not_like_array'
  | 'between'
  | 'range'
  | 'isNull';
/**
 * One operand value: text, or a number (an amount, a count, a status code).
 *
 * This interface was referenced by `Where`'s JSON-Schema
 * via the `definition` "WhereScalar".
 */
export type WhereScalar = string | number;
/**
 * A plain value: the field equals it; null: the field is empty.
 *
 * This interface was referenced by `Where`'s JSON-Schema
 * via the `definition` "WhereValue".
 */
export type WhereValue = string | number | null;
/**
 * One field's condition: a plain value or [operator, operand].
 *
 * This interface was referenced by `Where`'s JSON-Schema
 * via the `definition` "WhereCondition".
 */
export type WhereCondition =
  | WhereValue
  | EqualsCondition
  | CompareCondition
  | ListCondition
  | RangeCondition
  | LikeCondition
  | LikeListCondition
  | IsNullCondition;
/**
 * = value; ["=", null] is "is empty". A date on a time column is its whole day.
 *
 * @minItems 2
 *
 * This interface was referenced by `Where`'s JSON-Schema
 * via the `definition` "EqualsCondition".
 */
export type EqualsCondition = ['=', WhereScalar | null];
/**
 * Greater or less than a value; text by its bytes, a date on a time column covering its whole day.
 *
 * @minItems 2
 *
 * This interface was referenced by `Where`'s JSON-Schema
 * via the `definition` "CompareCondition".
 */
export type CompareCondition = ['>' | '>=' | '<' | '<=', WhereScalar];
/**
 * One of the values (in), or none of them (not_in, which includes an empty field): 1 to 9,999 values (the spec's unpaged and chooser limit).
 *
 * @minItems 2
 *
 * This interface was referenced by `Where`'s JSON-Schema
 * via the `definition` "ListCondition".
 */
export type ListCondition = ['in' | 'not_in', WhereScalar[]];
/**
 * From one value to the other, both included, whichever comes first; between and range are the same.
 *
 * @minItems 2
 *
 * This interface was referenced by `Where`'s JSON-Schema
 * via the `definition` "RangeCondition".
 */
export type RangeCondition = ['between' | 'range', [WhereScalar, WhereScalar]];
/**
 * Contains the text (like), or does not (not_like, which includes an empty field); case-insensitive for ASCII letters, wildcards taken literally.
 *
 * @minItems 2
 *
 * This interface was referenced by `Where`'s JSON-Schema
 * via the `definition` "LikeCondition".
 */
export type LikeCondition = ['like' | 'not_like', WhereScalar];
/**
 * Contains any of the texts (like_array), or none of them (not_like_array): 1 to 50 keywords.
 *
 * @minItems 2
 *
 * This interface was referenced by `Where`'s JSON-Schema
 * via the `definition` "LikeListCondition".
 */
export type LikeListCondition = ['like_array' | 'not_like_array', string[]];
/**
 * Is empty (true or 1) or is not empty (false or 0).
 *
 * @minItems 2
 *
 * This interface was referenced by `Where`'s JSON-Schema
 * via the `definition` "IsNullCondition".
 */
export type IsNullCondition = ['isNull', boolean | (0 | 1)];

/**
 * The list query language (docs/architecture.md §4), the one wire contract of conditions: a resource's index and export `where`, a list page's URL `query` presets and a saved view's condition values. field → a plain value (equals it; null: is empty) or [operator, operand]. The operators and the shape of each one's operand are declared here once: the server's compiler (server/modules/resources/where.ts) checks a condition against its operator's definition before it builds SQL, and refuses an operator not listed (4420 unknownOperator); the browser reads the list from rules/where.ts. Field names, field storages and text lengths are the server's checks on top (the resource definition).
 */
export interface Where {
  [k: string]: WhereCondition;
}
