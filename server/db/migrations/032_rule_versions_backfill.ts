import type { Kysely } from 'kysely';

// Frozen: issue 41, the studio's 风控规则 tab listed none of the rules 系统管理 → 风控规则 showed.
// - Every risk rule without a studio version gets version 1, its definition as the rule stands (the seed's rules,
//   and rules made on the administration page before the studio kept versions), so the studio lists and edits it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const versioned = new Set(((await db.selectFrom('rule_versions').select('name').execute()) as { name: string }[]).map((r) => r.name));
  const rules = (await db.selectFrom('risk_rules').selectAll().orderBy('id').execute()) as Record<string, unknown>[];
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
  for (const rule of rules.filter((r) => !versioned.has(String(r.code)))) {
    const definition = {
      code: rule.code, resource: rule.resource, name: rule.name, condition: rule.condition, severity: rule.severity, prompt: rule.prompt,
      ...(typeof rule.prompt_en === 'string' && rule.prompt_en.trim() !== '' ? { prompt_en: rule.prompt_en } : {}),
      status: Number(rule.status) === 1 ? 1 : 0, sort: Number(rule.sort ?? 0),
    };
    await db
      .insertInto('rule_versions')
      .values({ name: rule.code, version: 1, definition: JSON.stringify(definition), changes: '[]', note: 'built-in', author_id: null, author_name: null, created_at: now })
      .execute();
  }
}
