import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiCodeError, RenderSchema } from '../../registry';
import { createBuiltinRegistry } from '../../renderers';
import { useListContext } from '../../renderers/list-page';
import type { ListPageSchema } from '../../schemas/generated/list-page';
import { contractListPage } from '../../stories/contract-columns';
import { contractRows, createFakeEnv, FakeEnvFrame, type FakeHandler } from '../../stories/fake-env';

const LIST_URL = contractListPage.source.url;

/** The contract list with status tabs and a child that prints what the URL asked for besides conditions. */
const page: ListPageSchema = {
  ...contractListPage,
  children: [
    { type: 'status-tabs', field: 'status', tabs: [{ value: 1, label: '审批中' }, { value: 2, label: '已完成' }] },
    { type: 'url-probe' },
    ...contractListPage.children,
  ],
};

function UrlProbe() {
  const { urlPresets } = useListContext();
  return <code data-testid="url-presets">{JSON.stringify(urlPresets ?? null)}</code>;
}

function open(search: string, handler: FakeHandler = () => ({ data: contractRows(3), total: 3 })) {
  window.history.replaceState(null, '', `/business/contract${search}`);
  const registry = createBuiltinRegistry().child();
  registry.register({ type: 'url-probe', component: UrlProbe });
  const env = createFakeEnv(handler, 'zh', registry);
  render(
    <FakeEnvFrame env={env}>
      <RenderSchema schema={page} />
    </FakeEnvFrame>,
  );
  return env;
}

const listCalls = (env: ReturnType<typeof createFakeEnv>) => env.calls.filter((c) => c.url === LIST_URL);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a list page opened with a URL query', () => {
  it('starts from the preset conditions and the active tab, in one list call', async () => {
    const query = encodeURIComponent(JSON.stringify({ customer_name: ['like', '宏达'], contract_no: '' }));
    const env = open(`?query=${query}&activeTab=2&highlight=amount&selected=1,2&devflag=1`);
    await waitFor(() => expect(listCalls(env)).toHaveLength(1), { timeout: 10_000 });
    expect(listCalls(env)[0].options.query?.where).toEqual({ customer_name: ['like', '宏达'], status: ['in', [2]] });
    expect((await screen.findByRole('tab', { name: '已完成' }, { timeout: 10_000 })).getAttribute('aria-selected')).toBe('true');
    expect(JSON.parse((await screen.findByTestId('url-presets')).textContent!)).toEqual({ highlight: ['amount'], activeTab: '2', selected: [1, 2], devflag: true });
  });

  it('expands rule-prefix:{id} through getRuleOrgId before the first list call', async () => {
    const query = encodeURIComponent(JSON.stringify({ add_org_id: 'rule-prefix:1', ignored: 'rule-prefix:0' }));
    const env = open(`?query=${query}`, (url, options) => (url.endsWith('/getRuleOrgId') ? (options.query?.id === 1 ? [5, 6] : []) : { data: [], total: 0 }));
    await waitFor(() => expect(listCalls(env)).toHaveLength(1), { timeout: 10_000 });
    expect(env.calls.map((c) => c.url)).toEqual(['/api/base/org/getRuleOrgId', LIST_URL]);
    expect(env.calls[0].options.query).toEqual({ id: 1 });
    expect(listCalls(env)[0].options.query?.where).toEqual({ add_org_id: ['in', [5, 6]] });
  });

  it('a failed rule lookup is silently ignored', async () => {
    const query = encodeURIComponent(JSON.stringify({ add_org_id: 'rule-prefix:4', status: 1 }));
    const env = open(`?query=${query}`, (url) => {
      if (url.endsWith('/getRuleOrgId')) throw new ApiCodeError(5000, 'down');
      return { data: [], total: 0 };
    });
    await waitFor(() => expect(listCalls(env)).toHaveLength(1), { timeout: 10_000 });
    expect(listCalls(env)[0].options.query?.where).toEqual({ status: 1 });
    expect(env.notices).toEqual([]);
  });

  it('without a query the list starts unfiltered', async () => {
    const env = open('');
    await waitFor(() => expect(listCalls(env)).toHaveLength(1), { timeout: 10_000 });
    expect(listCalls(env)[0].options.query?.where).toBeUndefined();
  });
});
