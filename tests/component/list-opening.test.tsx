import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RenderSchema } from '../../registry';
import { firstListCall, viewsQuery } from '../../renderers/list-page/opening-calls';
import { rememberPageSize } from '../../renderers/list-page/remembered-page-size';
import { VIEW_DEFAULT_FIELDS_URL, VIEW_LIST_URL } from '../../renderers/core/saved-view-types';
import { SETTING_DETAIL_URL, settingQuery } from '../../renderers/core/use-list-settings';
import type { CustomSetting } from '../../schemas/generated/custom-setting';
import type { ListPageSchema } from '../../schemas/generated/list-page';
import type { ListAnswer } from '../../schemas/generated/saved-view';
import { contractListPage } from '../../stories/contract-columns';
import { FakeEnvFrame, pagedContracts } from '../../stories/fake-env';
import { savedView, viewsPageSetup, type ViewsPageOptions } from '../../stories/fake-views-server';
import { contractSearchFields } from '../../stories/search-fields';

const LIST_URL = contractListPage.source.url;
const USER = { id: 7, name: '张三', orgId: 12, orgName: '华东销售部', positionName: '销售员', positionCount: 1 };

/** A list page with every part the first call depends on: saved views, status tabs, a query panel, statistics and totals. */
const page: ListPageSchema = {
  ...contractListPage,
  tableName: 'sales_contract',
  statisticsField: 'status',
  summaryFields: ['amount'],
  children: [
    { type: 'saved-views', fields: contractSearchFields },
    { type: 'status-tabs', field: 'status', tabs: [{ label: '全部' }, { value: 1, label: '审批中' }, { value: 2, label: '已审批' }] },
    { type: 'query-panel', fields: contractSearchFields },
    ...contractListPage.children,
  ],
};

const VIEWS = [savedView(1, '宏达客户', [{ prop: 'customer_name', value: ['like', '宏达'] }]), savedView(2, '大额合同', [{ prop: 'amount', value: ['>=', 1000000] }])];

function openPage(options: ViewsPageOptions) {
  const setup = viewsPageSetup({ views: VIEWS, ...options });
  setup.env.user = () => USER;
  render(
    <FakeEnvFrame env={setup.env}>
      <RenderSchema schema={page} />
    </FakeEnvFrame>,
  );
  return setup;
}

/** The first call the page made to its list, and the views answer it opened with. */
async function firstCallOf(setup: ReturnType<typeof openPage>) {
  await waitFor(() => expect(setup.env.calls.some((call) => call.url === LIST_URL)).toBe(true));
  const views = setup.env.calls.find((call) => call.url === VIEW_LIST_URL);
  const answer = views ? ((await setup.server.handle(VIEW_LIST_URL, views.options)) as ListAnswer) : null;
  return { made: setup.env.calls.find((call) => call.url === LIST_URL)!.options.query, answer };
}

describe('the first list call, computed before the page renders (issue 20 page opens)', () => {
  const cases: [string, ViewsPageOptions, () => void][] = [
    ['no view, no address query', {}, () => undefined],
    ['the default view’s conditions', { defaultId: 1 }, () => undefined],
    ['the view the address names over the default', { defaultId: 1, url: 'view_id=2' }, () => undefined],
    ['address conditions and a status tab under the default view', { defaultId: 2, url: `activeTab=1&query=${encodeURIComponent(JSON.stringify({ contract_name: ['like', '铜'] }))}` }, () => undefined],
    ['the page size the setting gave last time', {}, () => rememberPageSize(`${USER.id}:sales_contract:${page.id}`, 30)],
  ];
  for (const [name, options, before] of cases) {
    it(`is the call the page makes first: ${name}`, async () => {
      before();
      const setup = openPage(options);
      const { made, answer } = await firstCallOf(setup);
      const computed = firstListCall(page, { params: new URLSearchParams(options.url ?? ''), views: answer, user: USER });
      expect(computed?.url).toBe(LIST_URL);
      expect(computed?.query).toEqual(made);
    });
  }

  it('is not computed while organisation rules in the address are still to be looked up', () => {
    const params = new URLSearchParams(`query=${encodeURIComponent(JSON.stringify({ org_id: 'rule-prefix:3' }))}`);
    expect(firstListCall(page, { params, views: null, user: USER })).toBeNull();
  });
});

describe('answers that arrived before the page rendered (env.arrived)', () => {
  const SETTING: CustomSetting = { table_name: 'sales_contract', perms_id: page.id, table_fields: [], table_cell_width: {}, button_inline_position: 'top', content_pagesize: 30, customized: true, updated_at: null };

  it('the setting and the views are taken, not asked again, and the page opens on them', async () => {
    const setup = viewsPageSetup({ views: VIEWS, defaultId: 1 });
    const views = (await setup.server.handle(VIEW_LIST_URL, { query: viewsQuery('sales_contract', page.id) })) as ListAnswer;
    const taken: string[] = [];
    setup.env.arrived = <T,>(url: string, query?: Record<string, unknown>) => {
      taken.push(url);
      if (url === SETTING_DETAIL_URL && JSON.stringify(query) === JSON.stringify(settingQuery('sales_contract', page.id))) return SETTING as T;
      if (url === VIEW_LIST_URL && JSON.stringify(query) === JSON.stringify(viewsQuery('sales_contract', page.id))) return views as T;
      return undefined;
    };
    render(
      <FakeEnvFrame env={setup.env}>
        <RenderSchema schema={page} />
      </FakeEnvFrame>,
    );
    await waitFor(() => expect(screen.getByTestId('view-title').textContent).toContain('宏达客户'));
    await waitFor(() => expect(setup.env.calls.some((call) => call.url === LIST_URL)).toBe(true));
    const list = setup.env.calls.find((call) => call.url === LIST_URL)!;
    // The setting's 30 rows and the default view's condition, in the one list call.
    expect(list.options.query?.limit).toBe(30);
    expect(list.options.query?.where).toEqual({ customer_name: ['like', '宏达'] });
    expect(setup.env.settingCalls).toHaveLength(0);
    expect(setup.env.calls.filter((call) => call.url === VIEW_LIST_URL || call.url === VIEW_DEFAULT_FIELDS_URL)).toHaveLength(0);
    expect(taken).toEqual(expect.arrayContaining([SETTING_DETAIL_URL, VIEW_LIST_URL]));
  });

  it('the list’s first answer is taken too: the page opens on its rows without asking, and the next page asks', async () => {
    rememberPageSize(`${USER.id}:sales_contract:${page.id}`, 30);
    const setup = viewsPageSetup({ views: VIEWS });
    setup.env.user = () => USER;
    const views = (await setup.server.handle(VIEW_LIST_URL, { query: viewsQuery('sales_contract', page.id) })) as ListAnswer;
    const call = firstListCall(page, { params: new URLSearchParams(), views, user: USER })!;
    const rows = pagedContracts(40)(LIST_URL, { query: call.query }) as { data: unknown[] };
    setup.env.arrived = <T,>(url: string, query?: Record<string, unknown>) => {
      if (url === SETTING_DETAIL_URL && JSON.stringify(query) === JSON.stringify(settingQuery('sales_contract', page.id))) return SETTING as T;
      if (url === VIEW_LIST_URL && JSON.stringify(query) === JSON.stringify(viewsQuery('sales_contract', page.id))) return views as T;
      if (url === LIST_URL && JSON.stringify(query) === JSON.stringify(call.query)) return rows as T;
      return undefined;
    };
    render(
      <FakeEnvFrame env={setup.env}>
        <RenderSchema schema={page} />
      </FakeEnvFrame>,
    );
    const tableRows = () => document.querySelectorAll('[data-testid="data-table"] .ant-table-tbody .ant-table-row');
    await waitFor(() => expect(tableRows()).toHaveLength(30));
    expect(setup.env.calls.filter((c) => c.url === LIST_URL)).toHaveLength(0);
    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    await waitFor(() => expect(setup.env.calls.filter((c) => c.url === LIST_URL).map((c) => c.options.query?.page)).toEqual([2]));
  });

  it('without arrived answers the page asks for them itself', async () => {
    const setup = viewsPageSetup({ views: VIEWS, defaultId: 1, settings: SETTING });
    setup.env.arrived = () => undefined;
    render(
      <FakeEnvFrame env={setup.env}>
        <RenderSchema schema={page} />
      </FakeEnvFrame>,
    );
    await waitFor(() => expect(screen.getByTestId('view-title').textContent).toContain('宏达客户'));
    await waitFor(() => expect(setup.env.settingCalls).toHaveLength(1));
    expect(setup.env.calls.filter((call) => call.url === VIEW_LIST_URL)).toHaveLength(1);
  });
});
