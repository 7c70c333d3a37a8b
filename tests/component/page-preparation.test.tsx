import { act, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { compileListPage, type RemoteField } from '../../rules/page-compile/compile-list-page';
import type { PageSchema } from '../../rules/page-schema';
import constants from '../../schemas/constants.json';
import { loadMenuPage } from '../../src/layout/route-chunks';
import { usePagePreparation, WARMUPS_MAX, type PagePreparation } from '../../src/layout/use-page-preparation';
import { COMPILED_PAGE_URL } from '../../src/pages/page-cache-key';
import { ShellContext, type Shell } from '../../src/shell/shell-context';
import type { PermNode } from '../../src/session/types';
import { createFakeEnv, FakeEnvFrame } from '../../stories/fake-env';

const listMenu = (id: number) =>
  ({
    id, name: `列表${id}`, name_en: `List ${id}`, func_config: { row_key: 'id' }, config_errors: [], children: [], perms: [], status: 1,
    use_remote_field: 1, remote_request_url: `/api/demo/list_${id}/index`, remote_request_method: 'GET', flag: `/demo/list${id}`,
  }) as unknown as PermNode;
const fields: RemoteField[] = [{ id: 1, perms_id: 0, prop: 'doc_no', label: '编号', label_en: 'No.', sort: 0 }];
const MENUS = [1, 2, 3, 4, 5].map((n) => listMenu(900 + n));
/** A page shown only the second time. */
const LATER = listMenu(906);
const form = { ...listMenu(990), func_config: { page_type: 2, form: { schema: { type: 'object', properties: {} } } } } as unknown as PermNode;
const PERMS = [{ ...listMenu(900), func_config: null, children: [...MENUS, LATER, form] } as unknown as PermNode];

afterEach(() => window.localStorage.clear());

describe('the sidebar’s pages in view, prepared at idle (issue 42 item 3)', () => {
  it('asks each list page’s compiled page once, keeps it for the click, and warms up at most WARMUPS_MAX of them', async () => {
    await loadMenuPage();
    const asked: number[] = [];
    const env = createFakeEnv((url, options) => {
      if (url !== COMPILED_PAGE_URL) throw new Error(`unexpected ${url}`);
      const menu = [...MENUS, LATER].find((m) => m.id === Number(options.query?.menu_id))!;
      asked.push(menu.id);
      return { menu_id: menu.id, page: compileListPage(menu, fields, 'zh', { orgPath: [1], front: {} }), problems: [] };
    });
    const pages = new Map<string, PageSchema>();
    const shell = { pages, loadListTexts: () => Promise.resolve(), store: { user: { id: 7, position_org_id: 12 }, configVersion: '1' } } as unknown as Shell;
    let preparation: PagePreparation | undefined;
    function Probe({ shown }: { shown: number[] }) {
      preparation = usePagePreparation(PERMS, true);
      const { leavesShown } = preparation;
      useEffect(() => leavesShown(shown), [leavesShown, shown]);
      return null;
    }
    const ids = [...MENUS.map((m) => m.id), form.id];
    const view = render(
      <FakeEnvFrame env={env}>
        <ShellContext.Provider value={shell}>
          <Probe shown={ids} />
        </ShellContext.Provider>
      </FakeEnvFrame>,
    );
    await waitFor(() => expect(pages.size).toBe(MENUS.length));
    expect(asked.sort()).toEqual(MENUS.map((m) => m.id));
    // Warmed up under the preview's id, one after another, no more than WARMUPS_MAX of one showing.
    expect(preparation!.warmup?.page.id).toBe(constants.previewMenuId);
    for (let i = 1; i < WARMUPS_MAX; i++) act(() => preparation!.warmedUp());
    expect(preparation!.warmup).toBeDefined();
    act(() => preparation!.warmedUp());
    expect(preparation!.warmup).toBeUndefined();
    // Shown again with one more page: only that one is asked, the kept ones are not asked again.
    view.rerender(
      <FakeEnvFrame env={env}>
        <ShellContext.Provider value={shell}>
          <Probe shown={[LATER.id, ...ids]} />
        </ShellContext.Provider>
      </FakeEnvFrame>,
    );
    await waitFor(() => expect(pages.size).toBe(MENUS.length + 1));
    expect(asked).toEqual([...MENUS.map((m) => m.id), LATER.id]);
  });
});
