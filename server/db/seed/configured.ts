import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { ConfigurationBundle } from '../../../schemas/generated/configuration-bundle.js';
import { pageVersions } from '../../modules/studio/page-apply.js';
import { chooserVersions } from '../../modules/studio/chooser-studio.js';
import { publishChooser, publishPage, publishResource, publishRule, publishWorkflow, type Published } from '../../modules/studio/publish.js';
import { ruleVersions } from '../../modules/studio/rule-studio.js';
import { resourceVersions } from '../../modules/studio/store.js';
import { workflowVersions } from '../../modules/studio/workflow-apply.js';
import { ApiError, Code } from '../../http/envelope.js';
import type { DatabaseHandle } from '../connection.js';
import type { Database } from '../tables.js';
import { configuredRows } from './configured-rows.js';
import { insertInBatches, sellingOwners } from './index.js';
import { organisationRows } from './orgs.js';
import { createRandom } from './random.js';

/**
 * The business pages shipped as configuration data (issue 23): server/db/seed/configured/*.json, each a bundle of
 * resource definitions, choose configs, page definitions, approval flows and risk rules (issue 42: a business page
 * with its approval ships as one file), published through the studio's own publish path (publish.ts) as the platform
 * (no author), each the first time it is missing, so a page a configurator could have built is built exactly so.
 * A demo database gets the bundles' demo rows with its resources. A page takes the place of a placeholder menu
 * (status 2, 该功能暂未开放) of the same route that an older demo database still has.
 */

const BUNDLE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'configured');

/** Every bundle, in file-name order. */
export function configuredBundles(): ConfigurationBundle[] {
  return readdirSync(BUNDLE_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(BUNDLE_DIR, f), 'utf8')) as ConfigurationBundle);
}

/**
 * A refused definition: on a new demo database a defect of the shipped data (the start stops with every problem); on
 * a database in use, where an administrator may have taken a route, a role or a table the bundle names, it is logged
 * and left out, so the platform still starts.
 */
function refused(what: string, published: Published<unknown>, strict: boolean): void {
  const text = `configured ${what} refused: ${JSON.stringify(published.answer.data.problems)}`;
  if (strict) throw new Error(text);
  console.warn(`${text} (left out)`);
}

/**
 * Publishes unless another app server starting at the same moment has just published it (the studio lock made it
 * wait, then its check found the version stored: 4469): either way the definition is there once. Whether this
 * call stored it.
 */
export async function publishOnce(what: string, strict: boolean, publish: () => Promise<Published<unknown>>): Promise<boolean> {
  try {
    const published = await publish();
    if (published.answer.code !== 2000) refused(what, published, strict);
    return published.stored !== undefined;
  } catch (error) {
    if (error instanceof ApiError && error.code === Code.VERSION_CONFLICT && error.key === 'definitionExists') return false;
    throw error;
  }
}

/** The placeholder menus of a route, with everything that hangs on them: an older demo's 该功能暂未开放 node the page replaces. */
async function removePlaceholder(db: Kysely<Database>, flag: string): Promise<void> {
  const ids = (await db.selectFrom('perm_nodes').select('id').where('status', '=', 2).where('flag', '=', flag).execute()).map((r) => r.id);
  if (ids.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const buttons = trx.selectFrom('perm_buttons').select('id').where('menu_id', 'in', ids);
    await trx.deleteFrom('role_buttons').where('button_id', 'in', buttons).execute();
    await trx.deleteFrom('perm_buttons').where('menu_id', 'in', ids).execute();
    await trx.deleteFrom('remote_fields').where('perms_id', 'in', ids).execute();
    await trx.deleteFrom('role_menu_extra_orgs').where('menu_id', 'in', ids).execute();
    await trx.deleteFrom('role_menus').where('menu_id', 'in', ids).execute();
    await trx.deleteFrom('perm_nodes').where('id', 'in', ids).execute();
  });
}

/** Demo rows of a newly published configured resource, drawn from the demo's customers and suppliers. */
async function seedRows(db: Kysely<Database>, name: string, table: string, scale: number): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const any = db as Kysely<any>;
  const customers = (await any.selectFrom('customers').select(['customer_name', 'credit_code']).orderBy('id').limit(150).execute()) as { customer_name: string; credit_code: string }[];
  const suppliers = (await any.selectFrom('suppliers').select(['supplier_name', 'credit_code']).orderBy('id').execute()) as { supplier_name: string; credit_code: string | null }[];
  if (customers.length === 0 || suppliers.length === 0) return;
  // Each resource has its own stream, so adding one never changes another's rows.
  const seed = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 2601);
  const rows = configuredRows(name, createRandom(seed), scale, sellingOwners(organisationRows()), { customers, suppliers });
  await insertInBatches(any, table, rows);
}

/** How the bundles are published: `strict`, a refusal stops the start; `scale`, the demo rows' size (0: none). */
export interface ConfiguredOptions {
  strict: boolean;
  scale: number;
}

/**
 * Publishes every bundle's definitions not stored yet (and nothing else: a configurator's later versions stay), in
 * the order they depend on each other: resources, choose configs, pages, approval flows, risk rules.
 */
export async function seedConfigured(handle: DatabaseHandle, { strict, scale }: ConfiguredOptions, bundles: readonly ConfigurationBundle[] = configuredBundles()): Promise<void> {
  const { db, dialect } = handle;
  const options = { language: 'zh' as const, author: null, addresses: new Set<string>() };
  for (const bundle of bundles) {
    for (const resource of bundle.resources) {
      if (await resourceVersions.latestOf(db, resource.name)) continue;
      const stored = await publishOnce(`resource ${resource.name}`, strict, () => publishResource(db, dialect, resource, options));
      if (stored && scale > 0) await seedRows(db, resource.name, resource.table, scale);
    }
    for (const chooser of bundle.choosers ?? []) {
      if (await chooserVersions.latestOf(db, chooser.name)) continue;
      await publishOnce(`chooser ${chooser.name}`, strict, () => publishChooser(db, dialect, chooser, options));
    }
    for (const page of bundle.pages) {
      if (await pageVersions.latestOf(db, page.key)) continue;
      await removePlaceholder(db, page.menu.flag);
      await publishOnce(`page ${page.key}`, strict, () => publishPage(db, dialect, page, options));
    }
    for (const workflow of bundle.workflows ?? []) {
      if (await workflowVersions.latestOf(db, workflow.label)) continue;
      await publishOnce(`workflow ${workflow.label}`, strict, () => publishWorkflow(db, dialect, workflow, options));
    }
    for (const rule of bundle.rules ?? []) {
      if (await ruleVersions.latestOf(db, rule.code)) continue;
      await publishOnce(`rule ${rule.code}`, strict, () => publishRule(db, dialect, rule, options));
    }
  }
}
