import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RenderSchema } from '../../registry';
import { contractListPage } from '../../stories/contract-columns';
import { createFakeEnv, FakeEnvFrame, pagedContracts } from '../../stories/fake-env';
import { ProbeList, probedWhere } from '../../stories/list-probe';
import { loadRegions } from '../../renderers/core/list-shared/controls/regions';
import * as stories from '../../stories/query-panel.stories';
import { contractSearchFields } from '../../stories/search-fields';
import { fieldRows, fieldSpan } from '../../renderers/query-panel/layout';

const { Contracts, ManyFields, English, Prefilled, FewFields, CommonFilters, Regions } = composeStories(stories);

// The common-filter choice is kept in the browser: every test starts without one.
beforeEach(() => localStorage.clear());

/** The query panel's fields in order, by where key. */
function panelFields(): string[] {
  return Array.from(screen.getByTestId('query-panel-fields').children, (cell) => (cell as HTMLElement).dataset.testid!.replace('query-field-', ''));
}

async function panel() {
  return within(await screen.findByTestId('query-panel', {}, { timeout: 10_000 }));
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('query-panel stories', () => {
  it('Contracts: one control per searchable field with its label, five to a row, two rows in sight and no toggle', async () => {
    render(<Contracts />);
    const view = await panel();
    const captions = ['contract_no', 'contract_name', 'customer_name', 'goods_name', 'amount', 'sign_date', 'status'].map(
      (key) => view.getByTestId(`query-field-${key}`).firstElementChild?.textContent,
    );
    expect(captions).toEqual(['合同编号', '合同名称', '客户名称', '品名', '合同金额', '签订日期', '状态']);
    expect(screen.getByLabelText('合同金额 最小值')).toBeTruthy();
    expect(screen.getAllByLabelText('签订日期').length).toBeGreaterThan(0);
    const grid = screen.getByTestId('query-panel-fields');
    expect(grid.style.gridTemplateColumns).toBe('repeat(5, minmax(0, 1fr))');
    expect(grid.style.maxHeight).toBe('82px');
    expect(view.queryByRole('button', { name: /展\s*开/ })).toBeNull();
  });

  it('Regions: a province picked whole stands for its cities; the province control picks provinces; 查询 sends them as in', async () => {
    render(<Regions />);
    const view = await panel();
    const open = (key: string) => fireEvent.mouseDown(view.getByTestId(`query-field-${key}`).querySelector('.ant-select-selector')!);
    const item = async (name: string) => {
      const found = await waitFor(() => {
        const items = [...document.querySelectorAll<HTMLElement>('.ant-cascader-menu-item')].filter((el) => el.getAttribute('title') === name && el.offsetParent !== undefined);
        expect(items.length).toBeGreaterThan(0);
        return items[items.length - 1];
      }, { timeout: 10_000 });
      return found;
    };
    open('city');
    fireEvent.click(await item('江苏'));
    fireEvent.click((await item('苏州')).querySelector('.ant-cascader-checkbox')!);
    // 浙江 ticked whole: every city of it.
    fireEvent.click((await item('浙江')).querySelector('.ant-cascader-checkbox')!);
    open('province');
    fireEvent.click((await item('上海')).querySelector('.ant-cascader-checkbox')!);
    fireEvent.click(view.getByRole('button', { name: /查\s*询/ }));
    const zhejiang = (await loadRegions()).find((r) => r.name === '浙江')!.cities;
    await waitFor(() => expect(probedWhere()).toEqual({ city: ['in', ['苏州', ...zhejiang]], province: ['in', ['上海']] }));
    expect(zhejiang).toContain('杭州');
  });

  it('ManyFields: collapsed to 82 px with 展开; expanded up to 260 px; tabbing into the hidden row opens it', async () => {
    const { unmount } = render(<ManyFields />);
    const view = await panel();
    const grid = screen.getByTestId('query-panel-fields');
    const toggle = view.getByRole('button', { name: /展\s*开/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(grid.style.maxHeight).toBe('260px');
    fireEvent.click(view.getByRole('button', { name: /收\s*起/ }));
    expect(grid.style.maxHeight).toBe('82px');
    fireEvent.focus(screen.getByLabelText('合同代码'));
    expect(grid.style.maxHeight).toBe('260px');
    unmount();
  });

  it('isnumber keeps the digits of the keyword', async () => {
    render(<ManyFields />);
    await panel();
    type('合同代码', 'HT-2026-001');
    fireEvent.keyDown(screen.getByLabelText('合同代码'), { key: 'Enter' });
    await waitFor(() => expect(probedWhere()).toEqual({ contract_code: ['like', '2026001'] }));
  });

  it('Enter in a control queries: text contains, keywords split into like_array, a money range', async () => {
    render(<Contracts />);
    await panel();
    type('合同编号', '  XS2026 ');
    type('客户名称', '宏达  鑫源');
    type('合同金额 最小值', '100000');
    fireEvent.keyDown(screen.getByLabelText('合同编号'), { key: 'Enter' });
    await waitFor(() =>
      expect(probedWhere()).toEqual({ contract_no: ['like', 'XS2026'], customer_name: ['like_array', ['宏达', '鑫源']], amount: ['>=', 100000] }),
    );
  });

  it('nothing is queried before 查询 or Enter; a cleared control removes its condition', async () => {
    render(<Prefilled />);
    const view = await panel();
    type('合同名称', '');
    expect(probedWhere()).toHaveProperty('contract_name');
    fireEvent.click(view.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(probedWhere()).not.toHaveProperty('contract_name'));
    expect(probedWhere()).toMatchObject({ status: ['in', [1, 2]], owner: 'kept' });
  });

  it('min above max says 最小值大于最大值 and blocks the query, by button and by Enter', async () => {
    // The story's page, with an env of the test's own: a blocked query says why (a warning) instead of querying.
    const env = createFakeEnv(() => null);
    render(
      <FakeEnvFrame env={env}>
        <ProbeList>
          <RenderSchema schema={{ type: 'query-panel', fields: contractSearchFields }} />
        </ProbeList>
      </FakeEnvFrame>,
    );
    const view = await panel();
    type('合同金额 最小值', '500');
    type('合同金额 最大值', '100');
    expect(await view.findByText('最小值大于最大值')).toBeTruthy();
    const query = view.getByRole('button', { name: /查\s*询/ });
    expect(query.hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(screen.getByLabelText('合同金额 最大值'), { key: 'Enter' });
    // The warning is what the Enter did in place of the query: nothing reached where.
    await waitFor(() => expect(env.notices).toEqual([{ kind: 'warning', text: '查询条件有误：合同金额' }]));
    expect(probedWhere()).toEqual({});
  });

  it('Prefilled: the controls show the conditions in where; 重置 clears its fields and keeps the others', async () => {
    render(<Prefilled />);
    const view = await panel();
    expect((screen.getByLabelText('合同名称') as HTMLInputElement).value).toBe('铜');
    expect((screen.getByLabelText('合同金额 最小值') as HTMLInputElement).value).toBe('100000.00');
    expect(view.getByText('审批中')).toBeTruthy();
    expect(view.getByText('已完成')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(probedWhere()).toEqual({ owner: 'kept' }));
    expect((screen.getByLabelText('合同名称') as HTMLInputElement).value).toBe('');
  });

  it('FewFields: one row, no toggle', async () => {
    render(<FewFields />);
    const view = await panel();
    expect(view.queryByRole('button', { name: /展\s*开/ })).toBeNull();
  });

  it('English: labels and buttons in English', async () => {
    render(<English />);
    const view = await panel();
    expect(view.getByText('Signed on')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Reset' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(view.getByRole('button', { name: /Search/ })).toBeTruthy();
  });
});

describe('query panel common filters', () => {
  it('CommonFilters: only the chosen fields, in order; 查询 keeps a hidden field’s condition, 重置 clears it with the rest', async () => {
    render(<CommonFilters where={{ contract_no: ['like', 'XS2026'] }} />);
    await panel();
    expect(panelFields()).toEqual(['status', 'amount', 'customer_name']);
    type('客户名称', '宏达');
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(probedWhere()).toEqual({ contract_no: ['like', 'XS2026'], customer_name: ['like', '宏达'] }));
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(probedWhere()).toEqual({}));
  });

  it('the filter-settings icon opens 常用筛选条件设置; OK stores the choice under hkwl-list-pref:<table> and the panel follows', async () => {
    render(<Contracts />);
    const view = await panel();
    expect(panelFields()).toEqual(['contract_no', 'contract_name', 'customer_name', 'goods_name', 'amount', 'sign_date', 'status']);
    fireEvent.click(view.getByRole('button', { name: '常用筛选条件设置' }));
    const drawer = within(await screen.findByRole('dialog'));
    fireEvent.click(drawer.getByRole('checkbox', { name: '合同编号' }));
    fireEvent.click(drawer.getByRole('checkbox', { name: '品名' }));
    fireEvent.click(drawer.getByRole('checkbox', { name: '合同编号' }));
    fireEvent.click(drawer.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(panelFields()).toEqual(['contract_name', 'customer_name', 'amount', 'sign_date', 'status', 'contract_no']));
    expect(JSON.parse(localStorage.getItem('hkwl-list-pref:story')!)).toEqual({
      searchField: ['contract_name', 'customer_name', 'amount', 'sign_date', 'status', 'contract_no'],
      knownFields: ['contract_no', 'contract_name', 'customer_name', 'goods_name', 'amount', 'sign_date', 'status'],
    });
  });

  it('an unreadable stored entry counts as no choice: every field', async () => {
    localStorage.setItem('hkwl-list-pref:story', '{broken');
    render(<Contracts />);
    await panel();
    expect(panelFields()).toHaveLength(7);
  });
});

describe('query panel, tags and tabs in a list page', () => {
  it('querying sends where to the list call from page 1; closing the tag sends it without that condition', async () => {
    const env = createFakeEnv(pagedContracts(128));
    const schema = {
      ...contractListPage,
      children: [
        { type: 'status-tabs', field: 'status', tabs: [{ value: 1, label: '审批中' }] },
        { type: 'query-panel', fields: contractSearchFields },
        { type: 'filter-tags', fields: contractSearchFields, exclude: ['status'] },
        ...contractListPage.children,
      ],
    };
    render(
      <FakeEnvFrame env={env}>
        <RenderSchema schema={schema} />
      </FakeEnvFrame>,
    );
    expect(await screen.findByText('共 128 条', {}, { timeout: 10_000 })).toBeTruthy();
    await panel();
    fireEvent.change(screen.getByLabelText('合同编号'), { target: { value: 'XS01' } });
    fireEvent.keyDown(screen.getByLabelText('合同编号'), { key: 'Enter' });
    await waitFor(() => expect(env.calls.at(-1)?.options.query?.where).toEqual({ contract_no: ['like', 'XS01'] }));
    expect(env.calls.at(-1)?.options.query?.page).toBe(1);
    fireEvent.click(await screen.findByRole('tab', { name: '审批中' }));
    await waitFor(() => expect(env.calls.at(-1)?.options.query?.where).toEqual({ contract_no: ['like', 'XS01'], status: ['in', [1]] }));
    // The tab's condition is not a tag; the keyword is.
    expect(within(screen.getByTestId('filter-tags')).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['合同编号: XS01']);
    fireEvent.click(screen.getByRole('button', { name: '删除条件 合同编号' }));
    await waitFor(() => expect(env.calls.at(-1)?.options.query?.where).toEqual({ status: ['in', [1]] }));
    expect((screen.getByLabelText('合同编号') as HTMLInputElement).value).toBe('');
  });

  it('a tab chosen while typing keeps what is typed in the panel', async () => {
    const env = createFakeEnv(pagedContracts(30));
    const schema = {
      ...contractListPage,
      children: [{ type: 'status-tabs', field: 'status', tabs: [{ value: 1, label: '审批中' }] }, { type: 'query-panel', fields: contractSearchFields }],
    };
    render(
      <FakeEnvFrame env={env}>
        <RenderSchema schema={schema} />
      </FakeEnvFrame>,
    );
    await panel();
    fireEvent.change(screen.getByLabelText('合同名称'), { target: { value: '铜' } });
    fireEvent.click(await screen.findByRole('tab', { name: '审批中' }));
    await waitFor(() => expect(env.calls.at(-1)?.options.query?.where).toEqual({ status: ['in', [1]] }));
    expect((screen.getByLabelText('合同名称') as HTMLInputElement).value).toBe('铜');
    expect(screen.getByText('审批中', { selector: '.ant-select-selection-item-content' })).toBeTruthy();
  });
});

describe('query panel at every screen size (issue 20)', () => {
  const desktopMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = desktopMedia;
  });

  /** A phone: every `(max-width: 767px)` query matches. */
  function phone() {
    window.matchMedia = (query: string) => ({ ...desktopMedia(query), matches: query.includes('max-width: 767px') });
  }

  const spanOf = (key: string) => screen.getByTestId(`query-field-${key}`).dataset.span;

  it('starts from the width it last measured in a window as wide (a cold reload does not re-lay its fields); another width is not taken', async () => {
    // 800 px keep three conditions a row of readable inputs.
    window.localStorage.setItem('hkwl:width:query-panel', JSON.stringify({ width: 800, window: window.innerWidth }));
    const first = render(<Contracts />);
    await panel();
    expect(screen.getByTestId('query-panel-fields').style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    first.unmount();
    window.localStorage.setItem('hkwl:width:query-panel', JSON.stringify({ width: 800, window: window.innerWidth + 200 }));
    render(<Contracts />);
    await panel();
    expect(screen.getByTestId('query-panel-fields').style.gridTemplateColumns).toBe('repeat(5, minmax(0, 1fr))');
  });

  it('desktop: ranges take two of the five places, so min, max and both dates show their values; the rest one', async () => {
    render(<Contracts />);
    await panel();
    expect(['contract_no', 'contract_name', 'customer_name', 'goods_name', 'amount', 'sign_date', 'status'].map(spanOf)).toEqual(['1', '1', '1', '1', '2', '2', '1']);
    expect(screen.getByTestId('query-field-amount').style.gridColumn).toBe('span 2');
    expect(screen.getByTestId('query-panel-fields').style.gridTemplateColumns).toBe('repeat(5, minmax(0, 1fr))');
  });

  it('the organisation tree takes two places; a field that does not fit in the row starts the next one', () => {
    expect(fieldSpan({ prop: 'add_org_id', label: '所属部门', searchType: 'organize' }, 5)).toBe(2);
    expect(fieldSpan({ prop: 'created_at', label: '创建时间', valueType: 'datetime', searchType: 'time' }, 5)).toBe(2);
    expect(fieldSpan({ prop: 'amount', label: '金额', valueType: 'money', searchType: 'number' }, 1)).toBe(1);
    expect(fieldRows([1, 1, 1, 1, 2, 2, 1], 5)).toEqual([0, 0, 0, 0, 1, 1, 1]);
    expect(fieldRows([2, 2, 2], 5)).toEqual([0, 0, 1]);
    expect(fieldRows([1, 1, 1], 1)).toEqual([0, 1, 2]);
  });

  it('ManyFields: the toggle counts rows as placed, and focusing a field of the hidden third row opens the panel', async () => {
    render(<ManyFields />);
    const view = await panel();
    const grid = screen.getByTestId('query-panel-fields');
    // Rows as placed: 合同编号…品名 | 合同金额 (2), 签订日期 (2), 状态 | 业务员, 所属部门, 所属公司, 创建时间 (2) | 合同代码.
    fireEvent.focus(screen.getByLabelText('品名'));
    expect(grid.style.maxHeight).toBe('82px');
    fireEvent.focus(screen.getByLabelText('业务员'));
    expect(grid.style.maxHeight).toBe('260px');
    expect(view.getByRole('button', { name: /收\s*起/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('phone: one control a row, no spans, still collapsed to 82 px with the toggle', async () => {
    phone();
    render(<Contracts />);
    const view = await panel();
    const grid = screen.getByTestId('query-panel-fields');
    expect(grid.style.gridTemplateColumns).toBe('repeat(1, minmax(0, 1fr))');
    expect(spanOf('amount')).toBe('1');
    expect(screen.getByTestId('query-field-amount').style.gridColumn).toBe('');
    expect(grid.style.maxHeight).toBe('82px');
    expect(view.getByRole('button', { name: /展\s*开/ })).toBeTruthy();
  });

  it.each([
    ['zh', Contracts, '合同编号'],
    ['en', English, 'Contract no.'],
  ] as const)('%s: a caption cut short shows the whole label in a tooltip', async (_language, Story, label) => {
    render(<Story />);
    await panel();
    const caption = within(screen.getByTestId('query-field-contract_no')).getByTestId('query-caption');
    expect(caption.textContent).toBe(label);
    Object.defineProperty(caption, 'scrollWidth', { configurable: true, value: 120 });
    Object.defineProperty(caption, 'clientWidth', { configurable: true, value: 80 });
    fireEvent.mouseEnter(caption);
    expect((await screen.findByRole('tooltip')).textContent).toBe(label);
  });

  it('a caption that fits shows no tooltip', async () => {
    render(<English />);
    await panel();
    const caption = within(screen.getByTestId('query-field-goods_name')).getByTestId('query-caption');
    fireEvent.mouseEnter(caption);
    await waitFor(() => expect(caption.parentElement!.style.flex).toBe('0 0 100px'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
