import type { Kysely } from 'kysely';
import { internalLink, formatMoney } from '../../../rules/index.js';
import { messageText, type MessageParams, type MessageTemplate } from '../../modules/message/texts.js';
import type { MessageTable, OrgTable } from '../tables.js';
import { toStamp } from '../time.js';
import { PEOPLE, ROLES, type PersonSeed } from './people.js';
import { createRandom, type Random } from './random.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

interface ContractRow {
  id: number;
  contract_no: string;
  contract_name: string;
  customer_name: string;
  amount: number | string;
}

interface Seeded {
  kind: MessageTable['kind'];
  template: MessageTemplate;
  params: MessageParams;
  link: string;
}

/** The department of `orgId` and every org below it (the path_org scope). */
function subtree(orgs: readonly OrgTable[], orgId: number): number[] {
  const below = new Set([orgId]);
  for (let size = 0; size !== below.size; ) {
    size = below.size;
    for (const org of orgs) if (org.pid !== null && below.has(org.pid)) below.add(org.id);
  }
  return [...below];
}

/** The contracts `person` sees in their first position, by their role's scope: what their messages may link to. */
function visibleContracts(db: AnyDb, orgs: readonly OrgTable[], person: PersonSeed) {
  const position = person.positions[0];
  const scope = ROLES[position.role].scope as string;
  const company = orgs.find((o) => o.id === position.department)?.company_org_id ?? 0;
  let query = db.selectFrom('sales_contracts').select(['id', 'contract_no', 'contract_name', 'customer_name', 'amount']);
  if (scope === 'company') query = query.where('add_company_id', '=', company);
  else if (scope === 'path_org') query = query.where('add_org_id', 'in', subtree(orgs, position.department));
  else if (scope !== 'all') query = query.where('add_user_id', '=', person.id);
  return query;
}

const contractLink = (c: ContractRow) => internalLink('contract.sales.detail', { id: c.id });
const contractParams = (c: ContractRow) => ({ no: c.contract_no, name: c.contract_name, customer: c.customer_name, amount: formatMoney(c.amount) });

/** What one person hears in the demo: contracts in force and drafts of theirs, amount alerts, and the platform's notices. */
async function messagesOf(db: AnyDb, orgs: readonly OrgTable[], person: PersonSeed, random: Random, rule: { id: number; name: string; code: string } | undefined, activeRules: number): Promise<Seeded[]> {
  const contracts = (most: number) => visibleContracts(db, orgs, person).orderBy('id').limit(most);
  const [inForce, drafts, large] = (await Promise.all([
    contracts(random.int(1, 4)).where('status', '=', 2).execute(),
    contracts(random.int(1, 3)).where('status', '=', 0).execute(),
    contracts(random.int(1, 3)).where('amount', '>', 10_000_000).execute(),
  ])) as ContractRow[][];
  const admin = person.positions[0].role === 'admin';
  return [
    { kind: 'notice', template: 'approvalCentreTour', params: {}, link: internalLink('workflow.centre') },
    ...(admin ? [{ kind: 'notice' as const, template: 'riskRuleReview' as const, params: { count: activeRules }, link: internalLink('warning.rule.list') }] : []),
    ...inForce.map((c): Seeded => ({ kind: 'notice', template: 'contractInForce', params: contractParams(c), link: contractLink(c) })),
    ...drafts.map((c): Seeded => ({ kind: 'inhand', template: 'contractDraft', params: contractParams(c), link: contractLink(c) })),
    // The alert names the rule; the administrator (who keeps the rules) opens the rule, the others the contract.
    ...(rule ? large : []).map((c): Seeded => ({
      kind: 'alarm', template: 'contractAmountAlarm', params: { ...contractParams(c), rule: rule!.name, code: rule!.code },
      link: admin ? internalLink('warning.rule.detail', { id: rule!.id }) : contractLink(c),
    })),
  ];
}

/** Some hours back from `now`, so the list reads like a few days of work. */
function hoursAgo(random: Random, now: number): string {
  return toStamp(new Date(now - random.int(1, 240) * 3_600_000 - random.int(0, 3599) * 1000));
}

/**
 * The demo's messages (issue 20): what each active person would have heard — their contracts in force and
 * drafts to submit, amount alerts of the contract risk rule, the approval centre's notice — each linking to
 * the record it is about. The first two of each kind are unread, about half of the rest read. Seeded after the
 * business data, which it reads; the same on every machine and database for a given demo size.
 */
export async function seedMessages(db: AnyDb, orgs: readonly OrgTable[]): Promise<void> {
  const random = createRandom(7);
  const now = Date.now();
  const rules = (await db.selectFrom('risk_rules').select(['id', 'name', 'code', 'status']).execute()) as { id: number; name: string; code: string; status: number }[];
  const rule = rules.find((r) => r.code === 'SC_AMOUNT_WARN');
  const activeRules = rules.filter((r) => r.status === 1).length;
  const rows = [];
  for (const person of PEOPLE.filter((p) => (p.status ?? 1) === 1)) {
    const before = new Map<string, number>();
    for (const message of await messagesOf(db, orgs, person, random, rule, activeRules)) {
      const earlier = before.get(message.kind) ?? 0;
      before.set(message.kind, earlier + 1);
      rows.push({
        user_id: person.id, kind: message.kind, ...messageText(message.template, message.params), link: message.link,
        status: earlier < 2 || random.next() < 0.5 ? 0 : 1, workflow_data_id: null, workflow_task_id: null, created_at: hoursAgo(random, now),
      });
    }
  }
  if (rows.length > 0) await db.insertInto('messages').values(rows).execute();
}
