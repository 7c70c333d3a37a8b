import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { Database, RiskRuleTable } from '../../db/tables.js';
import { compileCondition, type Condition } from './sandbox.js';
import { perDefinition } from '../resources/registry.js';
import { servedColumns } from '../resources/table.js';

export type Severity = RiskRuleTable['severity'];

/** An active rule ready to run: its condition compiled, or why it could not be (then it is skipped). */
export interface LoadedRule {
  id: number;
  code: string;
  severity: Severity;
  prompt: string;
  /** The prompt in English; null when the rule has none (English callers then read the Chinese one). */
  promptEn: string | null;
  condition: Condition | { invalid: string };
}

/**
 * Compiled conditions by rule id, text and the resource's fields, per app (a rule edited in the table, or its
 * resource published with other fields, compiles again; a broken one
 * is not parsed on every call). Bounded: a table of thousands of rules is not expected, but it is cleared
 * rather than growing without end.
 */
export class RuleCache {
  private readonly compiled = new Map<string, Condition | { invalid: string }>();

  private readonly signatures = new WeakMap<ReadonlySet<string>, string>();

  condition(rule: Pick<RiskRuleTable, 'condition'> & { id: number }, fields: ReadonlySet<string>): Condition | { invalid: string } {
    // The fields are part of the key: a resource published with other fields compiles its rules again.
    let signature = this.signatures.get(fields);
    if (signature === undefined) this.signatures.set(fields, (signature = [...fields].sort().join(',')));
    const key = `${rule.id}\u0000${rule.condition}\u0000${signature}`;
    let found = this.compiled.get(key);
    if (!found) {
      try {
        found = compileCondition(rule.condition, fields);
      } catch (error) {
        found = { invalid: error instanceof Error ? error.message : String(error) };
      }
      if (this.compiled.size >= 5000) this.compiled.clear();
      this.compiled.set(key, found);
    }
    return found;
  }
}

/** The names a condition may read: every column of the record (declared fields and stamps). */
export function conditionFields(definition: ResourceDefinition, columns: readonly string[]): ReadonlySet<string> {
  return new Set([...definition.fields.map((f) => f.name), ...columns]);
}

/** `conditionFields` of a served definition, made once per definition (so the rule cache's key is made once too). */
export const servedConditionFields = perDefinition((definition) => conditionFields(definition, servedColumns(definition).names));

/** The active rules of one resource, in their configured order. */
export async function loadRules(
  db: Kysely<Database>,
  cache: RuleCache,
  resource: string,
  fields: ReadonlySet<string>,
): Promise<LoadedRule[]> {
  const rows = await db
    .selectFrom('risk_rules')
    .select(['id', 'code', 'severity', 'prompt', 'prompt_en', 'condition'])
    .where('resource', '=', resource)
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    severity: row.severity,
    prompt: row.prompt,
    promptEn: row.prompt_en && row.prompt_en.trim() !== '' ? row.prompt_en : null,
    // A severity the table should not hold makes the rule unusable rather than quietly a warning.
    condition: row.severity === 'block' || row.severity === 'warning' ? cache.condition(row, fields) : { invalid: `unknown severity ${String(row.severity)}` },
  }));
}
