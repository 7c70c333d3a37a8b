import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { RiskItem } from '../../../schemas/generated/risk-rule.js';
import type { Database } from '../../db/tables.js';
import { Code } from '../../http/envelope.js';
import { message } from '../../http/messages.js';
import { servedColumns } from '../resources/table.js';
import { submitPayload, submitTarget, type RiskCheck, type RiskStep, type RiskVerdict } from '../resources/document-steps.js';
import { ConfirmSigner } from './confirm.js';
import { conditionValues, evaluateRules, promptValues } from './evaluate.js';
import { RuleCache, servedConditionFields, loadRules } from './rules.js';

/** One write about to happen, as the risk check needs it. */
/**
 * The risk rules of a resource in front of its writes (issue 9): any triggered block answers 3010 with the
 * breakdown and warning lists; triggered warnings answer 2888 with a confirm_token until the caller sends
 * back every warning's code in `confirm_rule_code` with that token, for the same payload. A rule that cannot
 * compile or run is logged and skipped: a broken configuration never blocks, nor answers 500.
 */
export class RiskGate implements RiskStep {
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
