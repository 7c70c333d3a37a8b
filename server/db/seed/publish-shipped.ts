import type { DatabaseHandle } from '../connection.js';
import { pageVersions } from '../../modules/studio/page-apply.js';
import { publishPage } from '../../modules/studio/publish.js';
import { publishOnce } from './configured.js';
import { shippedPages } from './shipped-pages.js';

/**
 * Publishes each shipped business page (shipped-pages.ts) not stored yet, through the studio's publish path with the
 * ids it has always had. A database seeded before the pages were definitions has their menus as rows already: the
 * definition is recorded as their version 1 (the rows are what it makes), so the studio opens them as any page.
 * `strict`: a refusal stops the start (a new database: a defect of the shipped data); else it is logged and left out.
 */
export async function seedShippedPages(handle: DatabaseHandle, { strict }: { strict: boolean }): Promise<void> {
  const { db, dialect } = handle;
  const pages = shippedPages();
  // Every start asks: what is stored already, in two queries (the pages' versions, their menus), not two a page.
  const keys = pages.map((p) => p.definition.key);
  const stored = new Set((await db.selectFrom('definition_versions').select('name').where('kind', '=', 'page').where('name', 'in', keys).execute()).map((r) => r.name));
  const missing = pages.filter((p) => !stored.has(p.definition.key));
  if (missing.length === 0) return;
  const menus = new Set((await db.selectFrom('perm_nodes').select('id').where('id', 'in', missing.map((p) => p.ids.menu)).execute()).map((r) => r.id));
  for (const { definition, ids } of missing) {
    if (menus.has(ids.menu)) {
      const page = { ...definition, menu: { ...definition.menu, id: ids.menu } };
      await pageVersions.insert(db, { name: definition.key, definition: page, version: 1, changes: [{ kind: 'create', destructive: false }], note: 'built-in', author: null });
      continue;
    }
    await publishOnce(`page ${definition.key}`, strict, () => publishPage(db, dialect, definition, { language: 'zh', author: null, shippedIds: ids }));
  }
}
