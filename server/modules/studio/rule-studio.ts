import type { Transaction } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { RuleDefinition } from '../../../schemas/generated/rule-definition.js';
import type { DefinitionChange, DefinitionProblem } from '../../../schemas/generated/studio.js';
import type { Database } from '../../db/tables.js';
import { nowStamp } from '../../db/time.js';
import type { Language } from '../../http/messages.js';
import { servedColumns } from '../resources/table.js';
import { conditionFields } from '../risk/rules.js';
import { compileCondition } from '../risk/sandbox.js';
import { changedKeys } from './changes.js';
import { studioValidator } from './check.js';
import { problem, schemaProblem } from './problems.js';
import { versionStore, type NewVersion } from './store.js';

// Risk rules as studio data (issue 23): checked as the rule administration checks them (the sandbox compiles the
// condition over the resource's fields), published as versions keyed by the rule's code.

export const ruleVersions = versionStore<RuleDefinition>('rule');

/** Every mistake of a rule at its JSON pointer: the schema's, then a resource there is and a condition the sandbox runs. */
export function checkRule(input: unknown, context: { resources: readonly ResourceDefinition[]; language: Language }): { problems: DefinitionProblem[]; rule?: RuleDefinition } {
  const { language } = context;
  const validate = studioValidator('rule-definition.schema.json');
  if (!validate(input)) return { problems: (validate.errors ?? []).map((e) => schemaProblem(language, e)) };
  const rule = input as RuleDefinition;
  const resource = context.resources.find((r) => r.name === rule.resource);
  if (!resource) return { problems: [problem(language, '/resource', 'unknownResource', { name: rule.resource })] };
  try {
    compileCondition(rule.condition, conditionFields(resource, servedColumns(resource).names));
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 200);
    return { problems: [problem(language, '/condition', 'invalid', { reason: language === 'zh' ? `规则条件有误：${reason}` : `The rule condition is invalid: ${reason}` })] };
  }
  return { problems: [], rule };
}

/** What publishing `next` over `current` changes: created, or which parts changed. */
export function ruleChanges(current: RuleDefinition | undefined, next: RuleDefinition): DefinitionChange[] {
  return changedKeys(current, next, ['resource', 'name', 'condition', 'severity', 'prompt', 'prompt_en', 'status', 'sort']);
}

/** Publishes a checked rule: the rule of its code added or changed (one the administration page made is taken over), and the version stored. */
export async function applyRule(trx: Transaction<Database>, next: Omit<NewVersion<RuleDefinition>, 'name'>): Promise<RuleDefinition> {
  const rule = next.definition;
  const now = nowStamp();
  const values = {
    resource: rule.resource, name: rule.name, condition: rule.condition, severity: rule.severity, prompt: rule.prompt,
    prompt_en: rule.prompt_en?.trim() ? rule.prompt_en : null, status: rule.status ?? 1, sort: rule.sort ?? 0, updated_at: now,
  };
  const updated = await trx.updateTable('risk_rules').set(values).where('code', '=', rule.code).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await trx.insertInto('risk_rules').values({ code: rule.code, ...values, created_at: now }).execute();
  await ruleVersions.insert(trx, { ...next, name: rule.code });
  return rule;
}
