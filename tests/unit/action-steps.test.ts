import { describe, expect, it } from 'vitest';
import { checkSteps, planSteps, type StepInput } from '../../codecs/action-steps';
import type { ActionSteps } from '../../schemas/generated/action-steps';

const rows = [
  { id: 7, contract_no: 'HT-007', customer_name: '华东 & 贸易', amount: '1130.00', tax_rate: 13, approval_status: 2, remark: null },
  { id: 8, contract_no: 'HT-008', customer_name: '北方钢铁', amount: 500, tax_rate: 13, approval_status: 0, remark: '加急' },
];
const input = (over: Partial<StepInput> = {}): StepInput => ({ rows, language: 'zh', ...over });

describe('programs of steps: what a function button or label does, as configuration (issue 23)', () => {
  it('copies a text filled from each row, joined, with exact formulas computed per row', () => {
    const steps: ActionSteps = [{ let: { net: 'round(amount / (1 + tax_rate / 100), 2)', tax: 'amount - net' } }, { copy: '{contract_no} {net} {tax}', join: '; ' }];
    expect(planSteps(steps, input())).toEqual([{ kind: 'copy', text: 'HT-007 1000 130; HT-008 442.48 57.52' }]);
  });

  it('copies only the rows its condition holds on; nothing to copy and no rows are said, and end the program', () => {
    const approved: ActionSteps = [{ copy: '{contract_no}', when: 'approval_status == 2' }, { notify: '已复制' }];
    expect(planSteps(approved, input())).toEqual([{ kind: 'copy', text: 'HT-007' }, { kind: 'notify', level: 'success', text: '已复制' }]);
    expect(planSteps([{ copy: '{contract_no}', when: 'amount > 99999' }, { notify: '已复制' }], input())).toEqual([{ kind: 'refused', reason: 'nothingToCopy' }]);
    expect(planSteps([{ copy: '{contract_no}' }, { refresh: true }], input({ rows: [] }))).toEqual([{ kind: 'refused', reason: 'noRows' }]);
  });

  it('gives the platform’s names: the clicked value and text, the row key and the count', () => {
    const steps: ActionSteps = [{ notify: '{_count} 行，首行 {_key}，单元格 {_value} 显示为 {_text}' }];
    expect(planSteps(steps, input({ value: 1130, text: '1,130.00' }))).toEqual([{ kind: 'notify', level: 'success', text: '2 行，首行 7，单元格 1130 显示为 1,130.00' }]);
    expect(planSteps([{ copy: '{_key}', join: ',' }], input({ rowKey: 'contract_no' }))).toEqual([{ kind: 'copy', text: 'HT-007,HT-008' }]);
  });

  it('navigates inside the app with URL-encoded values, opens only http(s), and refuses anything else', () => {
    expect(planSteps([{ navigate: '/customer/show?name={customer_name}' }], input())).toEqual([{ kind: 'navigate', path: '/customer/show?name=%E5%8D%8E%E4%B8%9C%20%26%20%E8%B4%B8%E6%98%93' }]);
    expect(planSteps([{ open: 'https://example.com/c/{id}' }], input())).toEqual([{ kind: 'open', url: 'https://example.com/c/7' }]);
    const evil = [{ id: 1, link: 'javascript:alert(1)', other: '//evil.example' }];
    expect(planSteps([{ open: '{link}' }, { notify: 'x' }], input({ rows: evil }))).toEqual([{ kind: 'refused', reason: 'unsafeAddress', address: 'javascript:alert(1)' }]);
    // A row's value is encoded, so it never turns a path into another site's address.
    expect(planSteps([{ navigate: '/{other}' }], input({ rows: evil }))).toEqual([{ kind: 'navigate', path: '/%2F%2Fevil.example' }]);
    expect(planSteps([{ navigate: '{other}' } as never], input({ rows: evil }))[0]).toMatchObject({ kind: 'refused', reason: 'unsafeAddress' });
  });

  it('filters by filled values (a lone placeholder keeps its type), leaving out empty ones; nothing to filter by is said and ends the program', () => {
    expect(planSteps([{ filter: { customer_name: '{customer_name}', remark: '{remark}' } }], input())).toEqual([{ kind: 'filter', where: { customer_name: '华东 & 贸易' } }]);
    expect(planSteps([{ filter: { approval_status: '{approval_status}', contract_no: 'HT-{id}' } }], input())).toEqual([{ kind: 'filter', where: { approval_status: 2, contract_no: 'HT-7' } }]);
    expect(planSteps([{ filter: { remark: '{remark}' } }, { notify: '已筛选' }], input({ rows: [rows[0]] }))).toEqual([{ kind: 'refused', reason: 'nothingToFilter' }]);
  });

  it('notifies in the user’s language; clears and refreshes', () => {
    expect(planSteps([{ notify: '已处理', notifyEn: 'Done {contract_no}', level: 'warning' }], input({ language: 'en' }))).toEqual([{ kind: 'notify', level: 'warning', text: 'Done HT-007' }]);
    expect(planSteps([{ clearSelection: true }, { refresh: true }], input())).toEqual([{ kind: 'clearSelection' }, { kind: 'refresh' }]);
  });

  it('a guard with stop ends the program where it holds; a condition that cannot be evaluated does not hold', () => {
    const guarded: ActionSteps = [{ when: 'approval_status != 2', notify: '仅已审批的合同可复制', level: 'warning', stop: true }, { copy: '{contract_no}' }];
    expect(planSteps(guarded, input({ rows: [rows[1]] }))).toEqual([{ kind: 'notify', level: 'warning', text: '仅已审批的合同可复制' }]);
    expect(planSteps(guarded, input({ rows: [rows[0]] }))).toEqual([{ kind: 'copy', text: 'HT-007' }]);
    expect(planSteps([{ when: 'remark > 1', notify: 'x' }], input())).toEqual([]);
    expect(planSteps([{ when: 'isEmpty(remark)', notify: '无备注' }], input())).toEqual([{ kind: 'notify', level: 'success', text: '无备注' }]);
  });

  it('on several rows a step runs when its condition holds on any of them, on the first it holds on: a guard stops for one offending row', () => {
    const guarded: ActionSteps = [{ when: 'approval_status != 2', notify: '{contract_no} 未审批', level: 'warning', stop: true }, { copy: '{contract_no}' }];
    expect(planSteps(guarded, input())).toEqual([{ kind: 'notify', level: 'warning', text: 'HT-008 未审批' }]);
    expect(planSteps([{ when: 'amount < 1000', navigate: '/contract/form?id={id}' }], input())).toEqual([{ kind: 'navigate', path: '/contract/form?id=8' }]);
  });

  it('without a row, a step reading one is refused (a button with nothing selected); one reading only the platform’s names runs', () => {
    expect(planSteps([{ navigate: '/contract/form?id={id}' }], input({ rows: [] }))).toEqual([{ kind: 'refused', reason: 'noRows' }]);
    expect(planSteps([{ when: 'amount > 0', refresh: true }], input({ rows: [] }))).toEqual([{ kind: 'refused', reason: 'noRows' }]);
    expect(planSteps([{ notify: '选中 {_count} 行' }, { refresh: true }], input({ rows: [] }))).toEqual([{ kind: 'notify', level: 'success', text: '选中 0 行' }, { kind: 'refresh' }]);
    expect(planSteps([{ copy: '{_key}' }], input({ rows: [{ no: 1 }], rowKey: 'id' }))).toEqual([{ kind: 'refused', reason: 'nothingToCopy' }]);
  });

  it('a formula that cannot be computed leaves its name empty; code is never run', () => {
    expect(planSteps([{ let: { x: 'remark * 2' } }, { copy: '[{x}] {contract_no}' }], input({ rows: [rows[1]] }))).toEqual([{ kind: 'copy', text: '[] HT-008' }]);
    expect(planSteps([{ let: { x: 'constructor.constructor("return process")()' } }, { copy: '[{x}]' }], input())).toEqual([{ kind: 'copy', text: '[]\n[]' }]);
    expect(planSteps([{ when: 'constructor.constructor("return process")()', notify: 'ran' }], input())).toEqual([]);
  });
});

describe('checking a program at publish: one problem per mistake, at its JSON path', () => {
  const context = { fields: new Set(['id', 'contract_no', 'amount', 'tax_rate', 'approval_status']), routeKnown: (route: string) => route === '/contract/form' };

  it('a correct program has no problem', () => {
    const steps: ActionSteps = [
      { when: 'approval_status != 2', notify: '未审批', stop: true },
      { let: { net: 'amount / (1 + tax_rate / 100)' } },
      { copy: '{contract_no} {net} {_count}' },
      { navigate: '/contract/form?id={id}' },
      { open: 'https://example.com/{id}' },
      { filter: { contract_no: '{contract_no}' } },
    ];
    expect(checkSteps(steps, context)).toEqual([]);
  });

  it('finds each typical mistake where it is', () => {
    const steps = [
      { copy: '{contract_no}', navigate: '/contract/form' },
      { when: 'amount >' },
      { let: { amount: 'amount * 2', net: 'amount / rate' } },
      { copy: '{customer}' },
      { filter: { customer_id: '{id}' } },
      { navigate: '/nowhere?id={id}' },
      { open: 'javascript:alert({id})' },
      { when: 'net > 0', notify: '{net}' },
    ] as ActionSteps;
    const found = checkSteps(steps, context);
    expect(found.map(({ path, code, name }) => ({ path, code, name }))).toEqual([
      { path: '/0', code: 'action', name: 'copy, navigate' },
      { path: '/1', code: 'action', name: '' },
      { path: '/1/when', code: 'formula', name: 'amount >' },
      { path: '/2/let/amount', code: 'letTaken', name: 'amount' },
      { path: '/2/let/net', code: 'formula', name: 'amount / rate' },
      { path: '/3/copy', code: 'placeholder', name: 'customer' },
      { path: '/4/filter/customer_id', code: 'unknownField', name: 'customer_id' },
      { path: '/5/navigate', code: 'unknownRoute', name: '/nowhere' },
      { path: '/6/open', code: 'unsafeAddress', name: 'javascript:alert({id})' },
    ]);
    expect(found.find((p) => p.path === '/2/let/net')?.detail).toMatch(/rate/);
    expect(found.find((p) => p.path === '/1/when')?.mode).toBe('condition');
    expect(found.find((p) => p.path === '/2/let/net')?.mode).toBe('arithmetic');
  });

  it('an option of another kind of step is named, and so is stop on a let', () => {
    const found = checkSteps([{ refresh: true, join: ',' }, { copy: 'x', level: 'warning', notifyEn: 'x' }, { let: { n: '1' }, stop: true }] as ActionSteps, context);
    expect(found.map(({ path, code }) => `${path} ${code}`)).toEqual(['/0/join option', '/1/level option', '/1/notifyEn option', '/2/stop option']);
  });

  it('an address to open has its scheme and host written out: a row value never chooses the site', () => {
    const opened = (open: string) => checkSteps([{ open }], context).map((p) => p.code);
    expect(opened('https://example.com/c/{id}?no={contract_no}')).toEqual([]);
    expect(opened('https://example.com')).toEqual([]);
    expect(opened('/contract/form?id={id}')).toEqual([]);
    for (const address of ['{contract_no}', 'https://{contract_no}/x', 'https://example.{contract_no}/x', 'http{contract_no}://x/', '//evil.example/{id}', '/\\evil.example', 'data:text/html,x']) {
      expect(opened(address), address).toEqual(['unsafeAddress']);
    }
  });

  it('refuses code in a formula: only the rule language’s names and functions', () => {
    const found = checkSteps([{ let: { x: 'constructor.constructor("return process")()' } }, { when: 'eval("1")', notify: 'x' }] as ActionSteps, context);
    expect(found.map((p) => p.path)).toEqual(['/0/let/x', '/1/when']);
  });
});
