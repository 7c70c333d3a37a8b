import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { RiskItem, RiskResult } from '../../../schemas/generated/risk-rule.js';
import type { Database } from '../../db/tables.js';
import { Code, type Envelope } from '../../http/envelope.js';
import { message, type Language } from '../../http/messages.js';
import { servedColumns } from '../resources/table.js';
import { ConfirmSigner } from './confirm.js';
import { conditionValues, evaluateRules, promptValues } from './evaluate.js';
import { RuleCache, servedConditionFields, loadRules } from './rules.js';

/** One write about to happen, as the risk check needs it. */
export interface RiskCheck {
  definition: ResourceDefinition;
  sessionId: string;
  /** The write and its record: `add`, `update#5`. */
  target: string;
  /** What the caller sent (without the confirmation fields): a confirmation holds for this payload only. */
  payload: Readonly<Record<string, unknown>>;
  /** The record as it would be saved (for an update: the stored one with the changes); read only when the resource has rules. */
  record: () => Promise<Readonly<Record<string, unknown>>> | Readonly<Record<string, unknown>>;
  confirmCodes: readonly string[] | undefined;
  confirmToken: string | undefined;
  language: Language;
}

/** Passed: the write goes ahead (with the warnings the caller confirmed). Stopped: answer this envelope, write nothing. */
export type RiskVerdict = { passed: true; confirmed: RiskItem[] } | { passed: false; answer: Envelope<RiskResult> };

/**
 * The risk rules of a resource in front of its writes (issue 9): any triggered block answers 3010 with the
 * breakdown and warning lists; triggered warnings answer 2888 with a confirm_token until the caller sends
 * back every warning's code in `confirm_rule_code` with that token, for the same payload. A rule that cannot
 * compile or run is logged and skipped: a broken configuration never blocks, nor answers 500.
 */
export class RiskGate {
  private readonly cache = new RuleCache();
  private readonly signer = new ConfirmSigner();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * A confirm_token for submitting record `id` (as stored) into approval with the warnings the caller accepted
   * on its save: submitFlow then asks again only if the record changed or other warnings arise.
   */
  carry(definition: ResourceDefinition, sessionId: string, id: number, record: Readonly<Record<string, unknown>>, confirmed: readonly RiskItem[]): string | undefined {
    if (confirmed.length === 0) return undefined;
    const target = `${definition.module}/${definition.name}/${submitTarget(id)}`;
    return this.signer.sign({ sessionId, target, payload: submitPayload(definition, record), codes: confirmed.map((w) => w.code) });
  }

  async check(input: RiskCheck): Promise<RiskVerdict> {
    const columns = servedColumns(input.definition);
    const rules = await loadRules(this.db, this.cache, input.definition.name, servedConditionFields(input.definition));
    if (rules.length === 0) return { passed: true, confirmed: [] };
    const values = conditionValues(columns.fields, await input.record());
    const outcome = evaluateRules(rules, values, input.language, () => promptValues(columns.fields, values, input.language));
    for (const broken of outcome.broken) {
      this.log.error({ rule: broken.code, ruleId: broken.id, resource: input.definition.name, reason: broken.reason }, 'risk rule skipped');
    }
    const { breakdown, warning } = outcome;
    if (breakdown.length > 0) {
      const msg = message(input.language, 'riskBlocked', { prompt: breakdown[0].prompt_content_result });
      return { passed: false, answer: { code: Code.RISK_BLOCKED, msg, data: { breakdown, warning } } };
    }
    if (warning.length === 0) return { passed: true, confirmed: [] };
    const subject = { sessionId: input.sessionId, target: `${input.definition.module}/${input.definition.name}/${input.target}`, payload: input.payload, codes: warning.map((w) => w.code) };
    const named = new Set(input.confirmCodes ?? []);
    if (warning.every((w) => named.has(w.code)) && this.signer.verify(input.confirmToken, subject)) return { passed: true, confirmed: warning };
    const msg = message(input.language, 'riskWarning', { prompts: warning.map((w) => w.prompt_content_result).join('；') });
    return { passed: false, answer: { code: Code.RISK_WARNING, msg, data: { breakdown: [], warning, confirm_token: this.signer.sign(subject) } } };
  }
}

/** What a submit's confirmation is bound to: the record's own declared fields as stored. */
export function submitPayload(definition: ResourceDefinition, record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(definition.fields.map((f) => [f.name, record[f.name] ?? null]));
}

/** The risk target of submitting record `id` into approval (workflow/submitFlow). */
export function submitTarget(id: number): string {
  return `submitFlow#${id}`;
}

/** The confirmation fields of a body, apart from the record's own fields. */
export function splitConfirmation(body: Readonly<Record<string, unknown>>): {
  payload: Record<string, unknown>;
  confirmCodes: string[] | undefined;
  confirmToken: string | undefined;
} {
  const { confirm_rule_code: codes, confirm_token: token, ...payload } = body;
  return {
    payload,
    confirmCodes: Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : undefined,
    confirmToken: typeof token === 'string' ? token : undefined,
  };
}

const gates = new WeakMap<object, RiskGate>();

/**
 * The app's one gate (its rule cache and confirmation key), made on first use. Keyed by the app's database
 * handle, which every encapsulated module shares: a confirmation signed in the resources' writes must verify
 * in workflow/submitFlow.
 */
export function riskGateOf(app: { database: { db: Kysely<Database> }; log: FastifyBaseLogger }): RiskGate {
  let gate = gates.get(app.database);
  if (!gate) gates.set(app.database, (gate = new RiskGate(app.database.db, app.log)));
  return gate;
}
