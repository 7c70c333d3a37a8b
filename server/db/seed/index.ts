import constants from '../../../schemas/constants.json';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../connection.js';
import type { Database, OrgTable } from '../tables.js';
import { nowStamp } from '../time.js';
import { hashPassword } from '../../http/password.js';
import { generateContract, generateCustomers, type Owner } from './business.js';
import { lineContracts, linesOfInserted } from './contract-lines.js';
import { seedChooseConfigs } from './choose-configs.js';
import { seedConfigured } from './configured.js';
import { seedShippedPages } from './publish-shipped.js';
import { seedExportTemplates } from './export-templates.js';
import { GOODS_GRANT_MENU, generateGoods, goodsGrants } from './goods.js';
import { BUTTONS, MENUS, menuRows } from './menus.js';
import { remoteFieldRows } from './remote-fields.js';
import { seedLookups } from './lookups.js';
import { seedMessages } from './messages.js';
import { seedRiskRules } from './risk-rules.js';
import { organisationRows, positionOrg } from './orgs.js';
import { DEMO_PASSWORD, PEOPLE, ROLES, type PersonSeed } from './people.js';
import { createRandom } from './random.js';
import { viewShareButtons, viewShareGrants } from './view-permissions.js';
import { seedWorkflow } from './workflow.js';
import { generateChances, generateLeads, generateSuppliers, generateTenders, generateTrade, type ContractRef } from './trade.js';

export const DEMO_CONTRACTS = 20_000;
export const DEMO_CUSTOMERS = 600;
const BATCH = 500;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function insertInBatches(db: AnyDb, table: string, rows: readonly object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await db.insertInto(table).values(rows.slice(i, i + BATCH)).execute();
}

/** The stamps of every position of the people `who` picks. */
function ownersOf(orgs: readonly OrgTable[], who: (person: PersonSeed) => boolean): Owner[] {
  const byId = new Map(orgs.map((o) => [o.id, o]));
  return PEOPLE.filter(who).flatMap((person) =>
    person.positions.map((position) => {
      const department = byId.get(position.department)!;
      const company = byId.get(department.company_org_id!)!;
      return {
        add_user_id: person.id,
        add_user_name: person.name,
        add_org_id: department.id,
        add_org_name: department.name,
        add_company_id: company.id,
        add_company_name: company.name,
        add_entity_org_id: department.entity_org_id!,
      };
    }),
  );
}

/** Every position that creates business data, with its stamps. */
export function sellingOwners(orgs: readonly OrgTable[]): Owner[] {
  return ownersOf(orgs, (p) => p.sells === true);
}

/** The warehouse positions, which create the stock transfers. */
export function warehouseOwners(orgs: readonly OrgTable[]): Owner[] {
  return ownersOf(orgs, (p) => p.keepsStock === true);
}

async function seedAccess(db: Kysely<Database>, orgs: OrgTable[]): Promise<void> {
  const byId = new Map(orgs.map((o) => [o.id, o]));
  const positionOrgs = PEOPLE.flatMap((p) => p.positions.map((pos) => positionOrg(pos.id, pos.title, byId.get(pos.department)!)));
  await insertInBatches(db as AnyDb, 'orgs', [...orgs, ...positionOrgs]);

  await db.insertInto('roles').values(Object.values(ROLES).map((r) => ({ id: r.id, name: r.name, distinguish_org: 0 }))).execute();
  await db.insertInto('perm_nodes').values([...menuRows(), GOODS_GRANT_MENU]).execute();
  const shareButtons = viewShareButtons(MENUS);
  await db.insertInto('perm_buttons').values([...BUTTONS, ...shareButtons]).execute();
  await db.insertInto('remote_fields').values(remoteFieldRows()).execute();

  const roleMenus = Object.values(ROLES).flatMap((role) =>
    MENUS.filter((m) => (role.groups as readonly number[]).includes(m.pid) || (role.groups as readonly number[]).includes(m.id)).map((m) => ({
      role_id: role.id,
      menu_id: m.id,
      data_scope: role.scope,
    })),
  );
  await insertInBatches(db as AnyDb, 'role_menus', [...roleMenus, ...goodsGrants(Object.values(ROLES))]);
  const granted = new Set(roleMenus.map((g) => `${g.role_id}:${g.menu_id}`));
  const roleButtons = Object.values(ROLES).flatMap((role) =>
    BUTTONS.filter((b) => granted.has(`${role.id}:${b.menu_id}`)).map((b) => ({ role_id: role.id, button_id: b.id })),
  );
  await insertInBatches(db as AnyDb, 'role_buttons', [...roleButtons, ...viewShareGrants(shareButtons, granted)]);

  const now = nowStamp();
  // Each user gets their own salt, so equal passwords never share a hash.
  const hashes = await Promise.all(PEOPLE.map(() => hashPassword(DEMO_PASSWORD)));
  await db
    .insertInto('users')
    .values(PEOPLE.map((p, i) => ({ id: p.id, user_mobile: p.mobile, user_name: p.name, password_hash: hashes[i], status: p.status ?? 1, password_changed_at: now, created_at: now })))
    .execute();
  let recordId = 1;
  await db
    .insertInto('user_positions')
    .values(
      PEOPLE.flatMap((p) =>
        p.positions.map((pos, i) => ({
          id: recordId++,
          user_id: p.id,
          position_org_id: pos.id,
          org_id: pos.department,
          position_type: pos.type ?? 'permission',
          show_in_header: 1,
          app_id: constants.appId,
          role_id: ROLES[pos.role].id,
          sort: i,
        })),
      ),
    )
    .execute();
}

async function seedConfig(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('config_items')
    .values([
      { label: 'version', group_label: 'hkwl', value: '1.0.0', status: 1 },
      { label: 'attachment_file_name_length', group_label: 'common', value: '100', status: 1 },
      // Lists up to this many rows export at once; larger ones as a background job (server/modules/exports).
      { label: 'export_sync_rows', group_label: 'common', value: '10000', status: 1 },
      // An import reads at most this many rows (spec 001 §9: 5000).
      { label: 'import_max_rows', group_label: 'common', value: '5000', status: 1 },
      { label: 'page_sizes', group_label: 'front', value: '[15,20,30,50]', status: 1 },
      { label: 'default_page_size', group_label: 'front', value: '15', status: 1 },
      { label: 'invoice_split', group_label: 'front', value: '1', status: 1 },
      { label: 'sales_chance_flow', group_label: 'front', value: '1', status: 1 },
      { label: 'route_query_encryption', group_label: 'front', value: '1', status: 1 },
      { label: 'api_encryption', group_label: 'front', value: '1', status: 1 },
      // '1': the server refuses plain query parameters and bodies on private calls (server/plugins/api-encryption).
      { label: 'api_encryption_required', group_label: 'front', value: '0', status: 1 },
      { label: 'access_label', group_label: 'front', value: 'hkwl', status: 1 },
      { label: 'layout_style', group_label: 'front', value: 'iccec', status: 1 },
    ])
    .execute();
}

/**
 * Rows of the other business resources at the full demo size (DEMO_CONTRACTS contracts). A smaller run
 * (the tests) gets proportionally fewer, never below a handful; a larger one (the benchmark) no more.
 */
export const DEMO_ROWS = { leads: 2400, chances: 1600, suppliers: 360, tenders: 720 } as const;
/** The share of completed contracts that go on to stock movements, settlement bills and invoices. */
const TRADE_SHARE = 0.2;

function scaled(full: number, contracts: number): number {
  return Math.max(12, Math.round((full * Math.min(contracts, DEMO_CONTRACTS)) / DEMO_CONTRACTS));
}

/** Customers and contracts, then the rest of the demo trade, spread over every selling position, deterministic for a given count. */
export async function seedBusiness(db: AnyDb, orgs: readonly OrgTable[], contracts: number): Promise<void> {
  const random = createRandom(2026);
  const owners = sellingOwners(orgs);
  const customers = generateCustomers(random, DEMO_CUSTOMERS);
  const now = nowStamp();
  await insertInBatches(
    db,
    'customers',
    customers.map((c) => ({ ...c, ...random.pick(owners), created_at: now, updated_at: now })),
  );
  const names = customers.map((c) => c.customer_name);
  // The contracts later documents follow: the first DEMO_CONTRACTS, so a benchmark-sized run stays bounded.
  const followed: ContractRef[] = [];
  // The goods lines have their own stream, so the contracts' other data is as it was before they existed.
  const lineRandom = createRandom(2301);
  for (let start = 0; start < contracts; start += BATCH) {
    const rows: ContractRef[] = [];
    for (let i = start; i < Math.min(contracts, start + BATCH); i++) rows.push({ ...generateContract(random, i, names), ...random.pick(owners) });
    // The demo-sized part has goods lines (a benchmark-sized run's extra contracts have none), amounts their sums.
    const lines = lineContracts(lineRandom, rows.slice(0, Math.max(0, DEMO_CONTRACTS - start)));
    // Each contract's handler and department are its creator's, as a new contract's default (spec 001 §3).
    const handled = rows.map((r) => ({ ...r, user_id: r.add_user_id, user_name: r.add_user_name, org_id: r.add_org_id, org_name: r.add_org_name }));
    const inserted = await db.insertInto('sales_contracts').values(handled).returning(['id', 'contract_no']).execute();
    await insertInBatches(db, 'sales_contract_line', linesOfInserted(inserted as { id: number; contract_no: string }[], lines));
    if (followed.length < DEMO_CONTRACTS) followed.push(...rows.slice(0, DEMO_CONTRACTS - followed.length));
  }

  // Each resource has its own seed, so adding one never changes the others' data.
  await insertInBatches(db, 'sales_leads', generateLeads(createRandom(2101), scaled(DEMO_ROWS.leads, contracts), owners));
  await insertInBatches(db, 'sales_chances', generateChances(createRandom(2102), scaled(DEMO_ROWS.chances, contracts), owners, customers));
  const suppliers = generateSuppliers(createRandom(2201), scaled(DEMO_ROWS.suppliers, contracts), owners);
  await insertInBatches(db, 'suppliers', suppliers);
  await insertInBatches(db, 'tender_projects', generateTenders(createRandom(2202), scaled(DEMO_ROWS.tenders, contracts), owners, suppliers));
  // The goods catalogue, each company's own: the same size whatever the number of contracts.
  await insertInBatches(db, 'goods', generateGoods(createRandom(2501), orgs.filter((o) => o.type === 'company'), owners, now));
  const trade = generateTrade(createRandom(2401), followed, TRADE_SHARE, customers, suppliers, warehouseOwners(orgs));
  await insertInBatches(db, 'stock_movements', trade.movements);
  await insertInBatches(db, 'settlement_bills', trade.settlements);
  await insertInBatches(db, 'sales_invoices', trade.invoices);
}

/** Seeds the demo data when the database has no users yet; returns whether it did. Idempotent. */
export async function seedIfEmpty(handle: DatabaseHandle, contracts = DEMO_CONTRACTS): Promise<boolean> {
  const existing = await handle.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  // A database seeded before a page was shipped as configuration gets it now: a refused one is logged and left out
  // (the database is in use), and demo rows only come to the demo's own database (its administrator's account).
  if (existing) {
    const demo = await handle.db.selectFrom('users').select('id').where('user_mobile', '=', PEOPLE[0].mobile).executeTakeFirst();
    await seedShippedPages(handle, { strict: false });
    await seedConfigured(handle, { strict: false, scale: demo ? 1 : 0 });
    return false;
  }
  await handle.db.transaction().execute(async (trx) => {
    const orgs = organisationRows();
    await seedAccess(trx, orgs);
    await seedConfig(trx);
    await seedLookups(trx);
    await seedChooseConfigs(trx);
    await seedExportTemplates(trx);
    await seedRiskRules(trx);
    await seedWorkflow(trx);
    await seedBusiness(trx as AnyDb, orgs, contracts);
    // After the business data and the risk rules: the messages are about them.
    await seedMessages(trx as AnyDb, orgs);
  });
  // The business pages, then the pages shipped as configuration, through the studio's publish path (its own transactions).
  await seedShippedPages(handle, { strict: true });
  await seedConfigured(handle, { strict: true, scale: Math.min(contracts, DEMO_CONTRACTS) / DEMO_CONTRACTS });
  return true;
}
