import { describe, expect, it } from 'vitest';
import { compileListPage, type RemoteField } from '../../rules/page-compile/compile-list-page';
import type { PageSchema } from '../../rules/page-schema';
import { COMPILED_PAGE_URL } from '../../src/pages/page-cache-key';
import { loadCompiledPage, menuPageKey } from '../../src/pages/compiled-page-load';
import type { SessionState } from '../../src/session/store';
import type { PermNode } from '../../src/session/types';
import { createFakeEnv } from '../../stories/fake-env';

const listMenu = (id: number) =>
  ({
    id, name: `列表${id}`, name_en: `List ${id}`, func_config: { row_key: 'id' }, config_errors: [], children: [], perms: [],
    use_remote_field: 1, remote_request_url: `/api/demo/list_${id}/index`, remote_request_method: 'GET',
  }) as unknown as PermNode;

const fields: RemoteField[] = [{ id: 1, perms_id: 0, prop: 'doc_no', label: '编号', label_en: 'No.', sort: 0 }];
const pageOf = (menu: PermNode) => compileListPage(menu, fields, 'zh', { orgPath: [1], front: {} }) as unknown as PageSchema;
const session = { user: { id: 7, position_org_id: 12 }, configVersion: '1.0.0' } as unknown as SessionState;

/** The server's compiled pages by menu id (a menu not listed answers its problems). */
function serverOf(pages: Record<number, PageSchema | null>) {
  const env = createFakeEnv((url, options) => {
    if (url !== COMPILED_PAGE_URL) throw new Error(`unexpected ${url}`);
    const id = Number(options.query?.menu_id);
    return pages[id] ? { menu_id: id, page: pages[id], problems: [] } : { menu_id: id, page: null, problems: [`menu ${id} is broken`] };
  });
  const shell = { pages: new Map<string, PageSchema>(), loadListTexts: () => Promise.resolve(), store: session };
  return { env, shell };
}

describe('a menu’s compiled page, kept in the page cache (issue 42 item 1)', () => {
  it('a page kept before gives way to the server’s: problems drop it, a changed page replaces it', async () => {
    const a = listMenu(301);
    const key = menuPageKey(session, 301, 'zh');
    const stale = { ...pageOf(a), title: '旧标题' } as PageSchema;
    const changed = serverOf({ 301: pageOf(a) });
    changed.shell.pages.set(key, stale);
    expect(await loadCompiledPage(changed.env, changed.shell, a, key)).toEqual({ schema: pageOf(a) });
    expect(changed.shell.pages.get(key)).toEqual(pageOf(a));
    const gone = serverOf({});
    gone.shell.pages.set(key, stale);
    expect(await loadCompiledPage(gone.env, gone.shell, a, key)).toEqual({ problems: ['menu 301 is broken'] });
    expect(gone.shell.pages.has(key)).toBe(false);
  });

  it('keys pages by position, language and configuration version', () => {
    expect(menuPageKey(session, 301, 'zh')).not.toBe(menuPageKey(session, 301, 'en'));
    expect(menuPageKey(session, 301, 'zh')).not.toBe(menuPageKey({ ...session, user: { position_org_id: 13 } } as unknown as SessionState, 301, 'zh'));
    expect(menuPageKey(session, 301, 'zh')).not.toBe(menuPageKey({ ...session, configVersion: '1.0.1' }, 301, 'zh'));
  });
});
