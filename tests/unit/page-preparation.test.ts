import { describe, expect, it } from 'vitest';
import { compileListPage, type RemoteField } from '../../rules/page-compile/compile-list-page';
import type { PageSchema } from '../../rules/page-schema';
import { COMPILED_PAGE_URL } from '../../src/pages/page-cache-key';
import { loadCompiledPage, menuPageKey } from '../../src/pages/compiled-page-load';
import { prepareMenuPages } from '../../src/pages/page-preparation';
import type { SessionState } from '../../src/session/store';
import type { PermNode } from '../../src/session/types';
import { createFakeEnv } from '../../stories/fake-env';

const listMenu = (id: number) =>
  ({
    id, name: `列表${id}`, name_en: `List ${id}`, func_config: { row_key: 'id' }, config_errors: [], children: [], perms: [],
    use_remote_field: 1, remote_request_url: `/api/demo/list_${id}/index`, remote_request_method: 'GET',
  }) as unknown as PermNode;
const formMenu = { ...listMenu(40), func_config: { page_type: 2, form: { schema: { type: 'object', properties: {} } } } } as unknown as PermNode;
const broken = { ...listMenu(50), config_errors: ['func_config is not JSON'] } as unknown as PermNode;

const fields: RemoteField[] = [{ id: 1, perms_id: 0, prop: 'doc_no', label: '编号', label_en: 'No.', sort: 0 }];
const pageOf = (menu: PermNode) => compileListPage(menu, fields, 'zh', { orgPath: [1], front: {} }) as unknown as PageSchema;
const session = { user: { id: 7, position_org_id: 12 }, configVersion: '1.0.0' } as unknown as SessionState;

/** The server's compiled pages by menu id (a menu not listed answers its problems), and what was asked. */
function serverOf(pages: Record<number, PageSchema | null>) {
  const asked: number[] = [];
  const env = createFakeEnv((url, options) => {
    if (url !== COMPILED_PAGE_URL) throw new Error(`unexpected ${url}`);
    const id = Number(options.query?.menu_id);
    asked.push(id);
    return pages[id] ? { menu_id: id, page: pages[id], problems: [] } : { menu_id: id, page: null, problems: [`menu ${id} is broken`] };
  });
  const shell = { pages: new Map<string, PageSchema>(), loadListTexts: () => Promise.resolve(), store: session };
  return { env, shell, asked };
}

describe('pages prepared from the sidebar (issue 42 item 3)', () => {
  it('asks each list page in view for its compiled page and keeps it under the key the page reads; forms and broken menus are not asked', async () => {
    const [a, b] = [listMenu(301), listMenu(302)];
    const { env, shell, asked } = serverOf({ 301: pageOf(a), 302: pageOf(b) });
    const prepared = await prepareMenuPages(env, shell, [a, formMenu, broken, b]);
    expect(asked).toEqual([301, 302]);
    expect(prepared.map((p) => p.id)).toEqual([301, 302]);
    expect(shell.pages.get(menuPageKey(session, 301, 'zh'))).toEqual(pageOf(a));
    expect(shell.pages.get(menuPageKey(session, 302, 'zh'))).toEqual(pageOf(b));
  });

  it('does not ask again for a page already kept, and keeps nothing the server answers with problems', async () => {
    const a = listMenu(301);
    const { env, shell, asked } = serverOf({ 301: pageOf(a), 303: null });
    await prepareMenuPages(env, shell, [a]);
    const again = await prepareMenuPages(env, shell, [a, listMenu(303)]);
    expect(asked).toEqual([301, 303]);
    expect(again).toEqual([]);
    expect(shell.pages.has(menuPageKey(session, 303, 'zh'))).toBe(false);
  });

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
