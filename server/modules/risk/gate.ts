import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { RiskItem } from '../../../schemas/generated/risk-rule.js';
import type { Database } from '../../db/tables.js';
import { Code } from '../../http/envelope.js';
import { message, type Language } from '../../http/messages.js';
import { servedColumns } from '../resources/table.js';
import { submitPayload, submitTarget, type RiskCheck, type RiskStep, type RiskVerdict } from '../resources/document-steps.js';
import { ConfirmationStore, ConfirmSigner } from './confirm.js';
import { conditionValues, evaluateRules, promptValues } from './evaluate.js';
import { RuleCache, servedConditionFields, loadRules } from './rules.js';

/**
 * The risk rules of a resource in front of its writes (issue 9): any triggered block answers 3010 with the
 * breakdown and warning lists; triggered warnings answer 2888 with a confirm_token until the caller sends
 * back every warning's code in `confirm_rule_code` with that token, for the same payload (or, as spec 001's client
 * does, the codes alone: the server finds the warnings it showed for exactly that payload). A rule that cannot
 * compile or run is logged and skipped: a broken configuration never blocks, nor answers 500.
 */
export class RiskGate implements RiskStep {
  private readonly cache = new RuleCache();
  private readonly signer = new ConfirmSigner();
  private readonly shown: ConfirmationStore;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.shown = new ConfirmationStore(db);
  }

  /**
   * A confirm_token for submitting record `id` (as stored) into approval with the warnings the caller accepted
   * on its save: submitFlow then asks again only if the record changed or other warnings arise.
   */
  async carry(definition: ResourceDefinition, sessionId: string, id: number, record: Readonly<Record<string, unknown>>, confirmed: readonly RiskItem[]): Promise<string | undefined> {
    if (confirmed.length === 0) return undefined;
    const target = `${definition.module}/${definition.name}/${submitTarget(id)}`;
    const subject = { sessionId, target, payload: submitPayload(definition, record), codes: confirmed.map((w) => w.code) };
    await this.shown.remember(subject);
    return this.signer.sign(subject);
  }

  /** The rules' outcome on a record, its broken rules logged (and skipped); null when the resource has no rules. */
  private async outcome(definition: ResourceDefinition, record: () => Promise<Readonly<Record<string, unknown>>> | Readonly<Record<string, unknown>>, language: Language) {
    const columns = servedColumns(definition);
    const rules = await loadRules(this.db, this.cache, definition.name, servedConditionFields(definition));
    if (rules.length === 0) return null;
    const values = conditionValues(columns.fields, await record());
    const outcome = evaluateRules(rules, values, language, () => promptValues(columns.fields, values, language));
    for (const broken of outcome.broken) {
      this.log.error({ rule: broken.code, ruleId: broken.id, resource: definition.name, reason: broken.reason }, 'risk rule skipped');
    }
    return outcome;
  }

  async blocked(definition: ResourceDefinition, record: Readonly<Record<string, unknown>>, language: Language): Promise<string | null> {
    const outcome = await this.outcome(definition, () => record, language);
    const first = outcome?.breakdown[0];
    return first ? message(language, 'riskBlocked', { prompt: first.prompt_content_result }) : null;
  }

  async check(input: RiskCheck): Promise<RiskVerdict> {
    const outcome = await this.outcome(input.definition, input.record, input.language);
    if (!outcome) return { passed: true, confirmed: [] };
    const { breakdown, warning } = outcome;
    if (breakdown.length > 0) {
      const msg = message(input.language, 'riskBlocked', { prompt: breakdown[0].prompt_content_result });
      return { passed: false, answer: { code: Code.RISK_BLOCKED, msg, data: { breakdown, warning } } };
    }
    if (warning.length === 0) return { passed: true, confirmed: [] };
    const subject = { sessionId: input.sessionId, target: `${input.definition.module}/${input.definition.name}/${input.target}`, payload: input.payload, codes: warning.map((w) => w.code) };
    const named = new Set(input.confirmCodes ?? []);
    if (warning.every((w) => named.has(w.code))) {
      const confirmed = input.confirmToken !== undefined ? this.signer.verify(input.confirmToken, subject) : await this.shown.shown(subject);
      if (confirmed) return { passed: true, confirmed: warning };
    }
    await this.shown.remember(subject);
    const msg = message(input.language, 'riskWarning', { prompts: warning.map((w) => w.prompt_content_result).join('；') });
    return { passed: false, answer: { code: Code.RISK_WARNING, msg, data: { breakdown: [], warning, confirm_token: this.signer.sign(subject) } } };
  }
}
