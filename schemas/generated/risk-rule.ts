/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * This interface was referenced by `RiskRule`'s JSON-Schema
 * via the `definition` "RuleCode".
 */
export type RuleCode = string;
/**
 * This interface was referenced by `RiskRule`'s JSON-Schema
 * via the `definition` "Severity".
 */
export type Severity = 'block' | 'warning';

/**
 * A risk rule of one business resource (table risk_rules): when `condition`, a mathjs expression over the record as it would be saved, is true, the save is blocked (severity block: code 3010) or must be confirmed (severity warning: code 2888, retried with the rule's code in `confirm_rule_code`). Conditions may use the record's declared fields, numbers, strings, true/false, the operators of mathjs (arithmetic, comparison, and/or/not/xor, a ? b : c) and the functions isEmpty, equalText, abs, min, max, round, floor, ceil; anything else (function definitions, assignments, property access, import, evaluate, units, unknown names) makes the rule invalid: it is logged and skipped.
 */
export interface RiskRule {
  id: number;
  code: RuleCode;
  /**
   * The resource definition's name, e.g. sales_contract
   */
  resource: string;
  name: string;
  /**
   * mathjs expression, e.g. amount > 10000000
   */
  condition: string;
  severity: Severity;
  /**
   * Shown to the user; {field} is replaced by the record's value
   */
  prompt: string;
  /**
   * The prompt in English, told to callers whose language is English; null: the Chinese prompt for everyone
   */
  prompt_en?: string | null;
  /**
   * 1 active
   */
  status: 0 | 1;
  sort: number;
}
/**
 * One triggered rule as the client shows it (spec 000 §3 risk-control result, spec 001 §3 risk warning item).
 *
 * This interface was referenced by `RiskRule`'s JSON-Schema
 * via the `definition` "RiskItem".
 */
export interface RiskItem {
  /**
   * The rule's id
   */
  id: number;
  code: RuleCode;
  prompt_content_result: string;
  trigger_control_type: Severity;
}
/**
 * `data` of a 3010 (blocked: breakdown lists the blocking rules, warning the warnings) or 2888 (warnings to confirm: breakdown is empty; confirm_token ties the confirmation to this payload and must be sent back with confirm_rule_code).
 *
 * This interface was referenced by `RiskRule`'s JSON-Schema
 * via the `definition` "RiskResult".
 */
export interface RiskResult {
  breakdown: RiskItem[];
  warning: RiskItem[];
  confirm_token?: string;
}
/**
 * POST /api/rule/risk_rule/add (administrator): a new rule. Its condition is checked by the sandbox against the resource's fields before it is stored (4400 naming what is wrong); the code is unique.
 *
 * This interface was referenced by `RiskRule`'s JSON-Schema
 * via the `definition` "RuleAddBody".
 */
export interface RuleAddBody {
  code: RuleCode;
  /**
   * The resource definition's name, e.g. sales_contract
   */
  resource: string;
  name: string;
  condition: string;
  severity: Severity;
  prompt: string;
  /**
   * The prompt in English ({field} placeholders as in prompt); empty or null: none
   */
  prompt_en?: string | null;
  /**
   * 1 active
   */
  status?: 0 | 1;
  sort?: number;
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id?: number;
  /**
   * Sent by the generic form page; a rule has no draft or approval, so it changes nothing
   */
  submit_status?: -1 | 0 | 1;
}
/**
 * POST /api/rule/risk_rule/update (administrator): the rule `id` with the parts to change, checked as on add.
 *
 * This interface was referenced by `RiskRule`'s JSON-Schema
 * via the `definition` "RuleUpdateBody".
 */
export interface RuleUpdateBody {
  /**
   * A row id: PostgreSQL integer range
   */
  id: number;
  code?: RuleCode;
  /**
   * The resource definition's name, e.g. sales_contract
   */
  resource?: string;
  name?: string;
  condition?: string;
  severity?: Severity;
  prompt?: string;
  /**
   * The prompt in English ({field} placeholders as in prompt); empty or null: none
   */
  prompt_en?: string | null;
  /**
   * 1 active
   */
  status?: 0 | 1;
  sort?: number;
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id?: number;
  /**
   * Sent by the generic form page; a rule has no draft or approval, so it changes nothing
   */
  submit_status?: -1 | 0 | 1;
}
