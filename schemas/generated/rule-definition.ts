/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * A risk rule as configuration data (issue 23): a condition over a resource's fields, in the sandboxed rule language, checked at every save and submit of its records; `block` refuses the write with the prompt, `warning` asks the user to confirm. Published by the studio as a version keyed by its code; publishing adds or changes the rule of that code.
 */
export interface RuleDefinition {
  code: string;
  /**
   * The resource definition's name, e.g. sales_contract
   */
  resource: string;
  name: string;
  /**
   * e.g. amount > 10000000 and status != 4: the resource's fields, numbers, text in quotes, comparisons, and, or, not
   */
  condition: string;
  severity: 'block' | 'warning';
  /**
   * What the user is told; {field} puts in the record's value
   */
  prompt: string;
  prompt_en?: string;
  /**
   * 1 active
   */
  status?: 0 | 1;
  sort?: number;
}
