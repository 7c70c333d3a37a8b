import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/filter-tags.stories';
import { createFakeEnv } from '../../stories/fake-env';
import { probedWhere } from '../../stories/list-probe';
import { lookupHandler } from '../../stories/search-controls.stories';

const { Several, English, One, Unreadable, None, ExcludingTabs } = composeStories(stories);

async function bar() {
  return within(await screen.findByTestId('filter-tags', {}, { timeout: 10_000 }));
}

const tagTexts = () => screen.getAllByRole('listitem').map((tag) => tag.textContent);

/**
 * The filter-tags renderer has rendered (with nothing to show it renders nothing): its chunk loads lazily,
 * and until it has, RenderSchema shows its Suspense spinner in its place.
 */
async function rendererLoaded() {
  expect(document.querySelector('[data-testid="probe-where"]')).not.toBeNull();
  await waitFor(() => expect(document.querySelector('.ant-spin')).toBeNull());
}

describe('filter-tags stories', () => {
  it('Several: 筛选条件: and one tag per condition, each value formatted by its field type', async () => {
    render(<Several />);
    const view = await bar();
    expect(view.getByText('筛选条件:')).toBeTruthy();
    expect(tagTexts()).toEqual([
      '合同编号: XS2026',
      '客户名称: 宏达 ; 鑫源',
      '合同金额: 100,000.00 至 500,000.00',
      '签订日期: 2026-10-01 至 2026-10-31',
      '状态: 审批中 ; 已完成',
    ]);
    expect(view.getByRole('button', { name: /清\s*空/ })).toBeTruthy();
  });

  it('closing a tag removes that condition only; 清空 removes them all', async () => {
    render(<Several />);
    const view = await bar();
    fireEvent.click(view.getByRole('button', { name: '删除条件 合同金额' }));
    await waitFor(() => expect(probedWhere()).not.toHaveProperty('amount'));
    expect(Object.keys(probedWhere())).toEqual(['contract_no', 'customer_name', 'sign_date', 'status']);
    expect(tagTexts()).toHaveLength(4);
    fireEvent.click(view.getByRole('button', { name: /清\s*空/ }));
    await waitFor(() => expect(probedWhere()).toEqual({}));
    expect(screen.queryByTestId('filter-tags')).toBeNull();
  });

  it('One: no 清空 for a single tag', async () => {
    render(<One />);
    const view = await bar();
    expect(tagTexts()).toEqual(['合同金额: ≥ 100,000.00']);
    expect(view.queryByRole('button', { name: /清\s*空/ })).toBeNull();
  });

  it('Unreadable: （解析异常） after a value that cannot be read; an unknown field says so', async () => {
    render(<Unreadable />);
    await bar();
    expect(tagTexts()).toEqual(['合同金额: ["between","lots"]（解析异常）', 'owner_id（无法识别）: 7']);
  });

  it('None: nothing shown', async () => {
    render(<None />);
    await screen.findByTestId('probe-where');
    await rendererLoaded();
    expect(screen.queryByTestId('filter-tags')).toBeNull();
  });

  it('ExcludingTabs: the tabs field is not a tag', async () => {
    render(<ExcludingTabs />);
    await bar();
    expect(tagTexts()).toEqual(['合同编号: XS']);
  });

  it('English: Filters:, English labels and option names', async () => {
    render(<English />);
    const view = await bar();
    expect(view.getByText('Filters:')).toBeTruthy();
    expect(tagTexts()).toContain('Status: Pending approval ; Complete');
    expect(view.getByRole('button', { name: 'Remove filter Amount' })).toBeTruthy();
  });
});

describe('filter-tags lookups', () => {
  const { Organisations, OrganisationsNotIn, OrganisationLookupFails, Dictionary, NamelessField } = composeStories(stories);

  it('Organisations: names from one org/index call, at most 5 then +N', async () => {
    const env = createFakeEnv(lookupHandler);
    render(<Organisations env={env} />);
    await bar();
    await waitFor(() => expect(tagTexts()).toEqual(['所属部门: 销售中心 ; 华东销售部 ; 销售一组 ; 销售二组 ; 大客户部 +2']));
    expect(env.calls.filter((c) => c.url.endsWith('/org/index'))).toHaveLength(1);
    expect(JSON.parse(String(env.calls[0].options.query?.where))).toEqual({ id: ['in', [5, 6, 7, 8, 9, 10, 12]] });
  });

  it('names are cached: ids resolved before are not asked again, only a new one is', async () => {
    // This test fills the cache itself (every test starts without one: tests/component/setup.ts).
    const first = createFakeEnv(lookupHandler);
    const { unmount } = render(<Organisations env={first} />);
    await bar();
    await waitFor(() => expect(tagTexts()).toEqual(['所属部门: 销售中心 ; 华东销售部 ; 销售一组 ; 销售二组 ; 大客户部 +2']));
    expect(first.calls).toHaveLength(1);
    unmount();
    // One more id (19) before the same ones: the known names show at once, and the one call asks for 19 alone.
    const env = createFakeEnv(lookupHandler);
    render(<Organisations env={env} where={{ add_org_id: ['in', [19, 5, 6, 7, 8, 9, 10, 12]] }} />);
    await bar();
    expect(tagTexts()[0]).toContain('销售中心 ; 华东销售部 ; 销售一组 ; 销售二组 +3');
    await waitFor(() => expect(tagTexts()).toEqual(['所属部门: 华南大区 ; 销售中心 ; 华东销售部 ; 销售一组 ; 销售二组 +3']));
    expect(env.calls).toHaveLength(1);
    expect(env.calls[0].url).toMatch(/\/org\/index$/);
    expect(JSON.parse(String(env.calls[0].options.query?.where))).toEqual({ id: ['in', [19]] });
  });

  it('OrganisationsNotIn: 不属于, and an unknown id is （无法识别）', async () => {
    render(<OrganisationsNotIn />);
    await bar();
    await waitFor(() => expect(tagTexts()).toEqual(['所属部门: 不属于 上海华科供应链有限公司 ; 999（无法识别）']));
  });

  it('OrganisationLookupFails: the id with （中文名称获取失败）', async () => {
    render(<OrganisationLookupFails />);
    await bar();
    await waitFor(() => expect(tagTexts()).toEqual(['所属部门: 19（中文名称获取失败）']));
  });

  it('Dictionary: item labels from the dictionary; a value it lacks is （无法识别）', async () => {
    render(<Dictionary />);
    await bar();
    await waitFor(() => expect(tagTexts()).toEqual(['发票类型: 数电专票 ; 增值税专用发票 ; 9（无法识别）']));
  });

  it('NamelessField: a declared field without a name says 中文名称获取失败', async () => {
    render(<NamelessField />);
    await bar();
    expect(tagTexts()).toEqual(['owner_name（中文名称获取失败）: 张']);
  });
});
