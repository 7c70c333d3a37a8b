/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * Rules on one field's value, declared on the resource (resource-definition.schema.json ResourceField.rules) and enforced by the server on every write and by the form before it (rules/field-rules.ts; the form reads them from GET <resource>/fieldRules). An empty value is the required check's business, not these rules'.
 */
export interface FieldRules {
  /**
   * The smallest number allowed
   */
  min?: number;
  /**
   * The largest number allowed
   */
  max?: number;
  /**
   * At most this many decimal places
   */
  precision?: number;
  /**
   * A regular expression (ECMAScript, unicode) the whole text must match
   */
  pattern?: string;
  patternMessage?: LocalText;
  /**
   * No two records of the same company hold the same value
   */
  unique?: boolean;
}
/**
 * What to say when the pattern does not match; default 格式不正确
 */
export interface LocalText {
  zh: string;
  en: string;
}
/**
 * This interface was referenced by `FieldRules`'s JSON-Schema
 * via the `definition` "LocalText".
 */
export interface LocalText1 {
  zh: string;
  en: string;
}
/**
 * A document number the server assigns on add when the field is left empty: prefix, the date (date format), then a sequence per company and period of `digits` digits, e.g. HT20261126 0001. Race-safe: the sequence moves in the insert's transaction.
 *
 * This interface was referenced by `FieldRules`'s JSON-Schema
 * via the `definition` "Numbering".
 */
export interface Numbering {
  field: string;
  prefix: string;
  /**
   * The period the sequence restarts with; empty: never
   */
  date?: 'YYYYMMDD' | 'YYYYMM' | 'YYYY' | '';
  digits: number;
}
/**
 * GET <resource>/fieldRules: each field's rules by name, the field the server numbers (absent when none), and the rules of each child resource's fields (a document's lines) under the child's name (absent when the resource has no children).
 *
 * This interface was referenced by `FieldRules`'s JSON-Schema
 * via the `definition` "FieldRulesAnswer".
 */
export interface FieldRulesAnswer {
  fields: {
    [k: string]: FieldRules;
  };
  numbered?: string;
  /**
   * Fields that are the sum of a column of the record's rows (ResourceChild.totals), field → { child, column }: the server writes the sum while the record has rows, so the form shows it computed and read-only then
   */
  totals?: {
    [k: string]: {
      child: string;
      column: string;
    };
  };
  /**
   * Fields the server fills with the caller (user) or the caller's organisation (org) when a new record leaves them empty (the handler 经办人, the department 所属部门): a new form shows them prefilled
   */
  picked?: {
    [k: string]: 'user' | 'org';
  };
  /**
   * Child name (e.g. lines) → its fields' rules by field name, as the server checks every row's cells (line-check)
   */
  children?: {
    [k: string]: {
      fields: {
        [k: string]: FieldRules;
      };
    };
  };
}
