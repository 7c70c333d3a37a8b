import { describe, expect, it } from 'vitest';
import { createPageValidator } from '../../registry/validate-page';
import { createBuiltinRegistry } from '../../renderers';
import { fieldNames } from '../../renderers/form-page/FormDocumentView';
import { documentLines } from '../../renderers/form-page/export-document';
import type { DataTableSchema } from '../../schemas/generated/data-table';
import type { ToolbarSchema } from '../../schemas/generated/toolbar';
import { customer } from '../../server/modules/resources/definitions/customer';
import { withResourceForm } from '../../server/forms/resource-form';
import { resourceDefinitions } from '../../server/modules/resources/definitions';
import { ResourceRegistry } from '../../server/modules/resources/registry';
import { seededMenu, seededMenus } from './seeded-menus';
import { readOnlyQuery, recordMenus, recordResource } from '../../src/pages/base/record-menus';
import { isFormMenu, isRecordMenu } from '../../rules/menu-kind';
import { APPROVE_PAGES } from '../../src/router/menu-routes';
import { keepNoLayout } from '../../src/router/route-query';
import { compileFormPage } from '../../rules/page-compile/compile-form-page';
import { compileListPage, type RemoteField } from '../../rules/page-compile/compile-list-page';
import type { PermNode } from '../../src/session/types';

const RESOURCES = new ResourceRegistry(resourceDefinitions);

// Issue 20, every record opens: the seeded customers and contracts as the browser compiles them.

/** A seeded menu as account/perms answers it: a form's fields completed from its resource's. */
function node(id: number): PermNode {
  return withResourceForm(seededMenu(id).menu as never, (address) => RESOURCES.atAddress(address)) as unknown as PermNode;
}

/** The remote fields of a menu as remoteField/list answers them. */
function remoteFields(permsId: number): RemoteField[] {
  return seededMenu(permsId).fields;
}

const validator = createPageValidator(createBuiltinRegistry());

describe('the customer form (menu 1011): 新增, 查看 and 快速查看 open it', () => {
  const menu = node(1011);

  it('compiles to a valid form page in both languages, titled 客户 / Customer', async () => {
    for (const language of ['zh', 'en'] as const) expect(await validator.problems(compileFormPage(menu, language))).toEqual([]);
    expect(compileFormPage(menu, 'zh')).toMatchObject({ title: '客户', resource: '/api/crm/customer', permsId: 101, titleField: 'customer_name' });
    expect(compileFormPage(menu, 'en').title).toBe('Customer');
  });

  it('declares every field of the customer resource, so a new customer can be saved', () => {
    expect(fieldNames(compileFormPage(menu, 'zh').form.properties).sort()).toEqual(customer.fields.map((f) => f.name).sort());
  });

  it('shows a record by label, format and dictionary name, never by column name or code', () => {
    const record = { customer_code: 'KH-9', customer_name: '宁波港贸', customer_type: 2, credit_limit: 1_000_000, status: 1 };
    const zh = documentLines(compileFormPage(menu, 'zh').form.properties, record, 'zh');
    expect(zh).toContainEqual({ section: '基本信息', label: '客户类型', value: '贸易商' });
    expect(zh).toContainEqual({ section: '联系与授信', label: '授信额度', value: '1,000,000.00' });
    expect(zh).toContainEqual({ section: '联系与授信', label: '状态', value: '正常' });
    const en = documentLines(compileFormPage(menu, 'en').form.properties, record, 'en');
    expect(en).toContainEqual({ section: 'Basic information', label: 'Type', value: 'Trader' });
    expect(en.map((l) => l.label)).not.toContain('customer_type');
  });
});

describe('the customers list (menu 101)', () => {
  const page = compileListPage(node(101), remoteFields(101), 'zh');
  const table = page.children.find((c) => c.type === 'data-table') as unknown as DataTableSchema | undefined;
  const views = page.children.find((c) => c.type === 'list-views') as { children?: Array<{ type: string }> } | undefined;
  const dataTable = table ?? (views?.children?.find((c) => c.type === 'data-table') as unknown as DataTableSchema);
  const toolbar = page.children.find((c) => c.type === 'toolbar') as unknown as ToolbarSchema;

  it('is a valid page', async () => {
    expect(await validator.problems(page)).toEqual([]);
  });

  it('searches by code, name and contact, in the query panel and the single-field search', () => {
    for (const type of ['query-panel', 'simple-search']) {
      const part = page.children.find((c) => c.type === type) as { fields: Array<{ prop: string }> } | undefined;
      expect(part?.fields.map((f) => f.prop)).toEqual(expect.arrayContaining(['customer_code', 'customer_name', 'contact_name']));
    }
  });

  it('the customer name opens the customer, read only; 查看 too, 快速查看 without the shell', () => {
    const name = dataTable.columns.find((c) => c.prop === 'customer_name');
    expect(name).toMatchObject({ labelType: 'currentpage', labelConfig: { url: '/crm/customer/form?data_id={id}&readonly=1' } });
    const row = (flag: string) => dataTable.rowButtons?.find((b) => b.flag === flag);
    expect(row('view')).toMatchObject({ func: 'currentpage', config: { url: '/crm/customer/form?data_id={id}&readonly=1' } });
    expect(row('quick_view')).toMatchObject({ func: 'external', config: { url: '/crm/customer/form?data_id={id}&readonly=1&nolayout=1' } });
  });

  it('新增客户 opens the empty customer form in this tab', () => {
    const add = toolbar.buttons?.find((b) => b.flag === 'add');
    expect(add).toMatchObject({ func: 'currentpage', config: { url: '/crm/customer/form' } });
  });
});

describe('the sales contracts (menu 301)', () => {
  it('the number and the name open the contract; 客户一览 shows the customers without the shell', () => {
    const page = compileListPage(node(301), remoteFields(301), 'zh');
    const table = page.children.find((c) => c.type === 'data-table') as unknown as DataTableSchema;
    for (const prop of ['contract_no', 'contract_name']) {
      expect(table.columns.find((c) => c.prop === prop)).toMatchObject({ labelType: 'currentpage', labelConfig: { url: '/contract/sales/form?data_id={id}' } });
    }
    const toolbar = page.children.find((c) => c.type === 'toolbar') as unknown as ToolbarSchema;
    expect(toolbar.buttons?.find((b) => b.flag === 'customers')).toMatchObject({ func: 'external', config: { url: '/crm/customer?nolayout=1' } });
  });
});

describe('recordMenus: where /approve/tradeCompany/client/show finds its page', () => {
  const tree = [{ ...node(100), children: [node(101), node(1011)] }, { ...node(200), children: [node(202)] }] as unknown as PermNode[];

  it('a customer by its form, a supplier (no form) by its list fields', () => {
    expect(recordMenus(tree, '/api/crm/customer')).toEqual({ form: tree[0].children[1], list: tree[0].children[0] });
    expect(recordMenus(tree, '/api/srm/supplier_archive')).toEqual({ form: undefined, list: tree[1].children[0] });
  });

  it('opens the form read only, keeping the rest of the address', () => {
    const query = readOnlyQuery(new URLSearchParams('data_id=4&workflow_log_id=9&readonly=0'));
    expect(Object.fromEntries(query)).toEqual({ data_id: '4', workflow_log_id: '9', readonly: '1' });
  });
});

describe('keepNoLayout: a page without the shell stays without it', () => {
  const bare = new URLSearchParams('nolayout=1&data_id=4');

  it('adds nolayout=1 to an address inside the site, keeping its query', () => {
    expect(keepNoLayout('/crm/customer', bare)).toBe('/crm/customer?nolayout=1');
    expect(keepNoLayout('/crm/customer/form?data_id=5', bare)).toBe('/crm/customer/form?data_id=5&nolayout=1');
  });

  it('leaves the address alone with the shell, when it says otherwise, or when it leaves the site', () => {
    expect(keepNoLayout('/crm/customer', new URLSearchParams('data_id=4'))).toBe('/crm/customer');
    expect(keepNoLayout('/crm/customer?nolayout=0', bare)).toBe('/crm/customer?nolayout=0');
    expect(keepNoLayout('https://example.com/x', bare)).toBe('https://example.com/x');
    expect(keepNoLayout('//example.com/x', bare)).toBe('//example.com/x');
  });
});

describe('every seeded list opens its records (its title or number column, 查看 where configured)', () => {
  const all = seededMenus().map((m) => m.menu).filter((m) => m.app_id === 44);
  const lists = all.filter((m) => m.use_remote_field === 1 && m.status !== 2);
  const tree = all.map((m) => node(m.id));
  const resourceOf = (m: { remote_request_url: string }) => m.remote_request_url.split('?')[0].replace(/\/index$/, '');

  /** Where an opening address lands: a form of the resource, or a record page showing it by the list's fields. */
  function landing(url: string): { form?: PermNode; resource: string | null } {
    const path = url.split('?')[0];
    const approve = APPROVE_PAGES.find((p) => `/approve/${p.path}` === path);
    if (approve) return { resource: approve.resource };
    const leaf = tree.find((m) => m.flag === path);
    if (!leaf) return { resource: null };
    if (isFormMenu(leaf)) return { form: leaf, resource: (leaf.func_config as { form: { resource: string } }).form.resource };
    return { resource: isRecordMenu(leaf) ? recordResource(leaf) : null };
  }

  it('covers the lists of the demo', () => {
    expect(lists.map((m) => m.id).sort((a, b) => a - b)).toEqual([101, 102, 103, 201, 202, 301, 402, 501, 601, 1001]);
  });

  it.each(lists.map((m) => [m.id, m.name, m] as const))('menu %i (%s): a number or title column opens the row\'s record of its own resource', (id, _name, menu) => {
    const page = compileListPage(node(id), remoteFields(id), 'zh');
    // The table itself, or inside the card view's switch (list-views).
    const views = page.children.find((c) => c.type === 'list-views') as { children?: Array<{ type: string }> } | undefined;
    const table = (page.children.find((c) => c.type === 'data-table') ?? views?.children?.find((c) => c.type === 'data-table')) as unknown as DataTableSchema;
    const opening = table.columns.filter((c) => c.labelType === 'currentpage');
    expect(opening.length).toBeGreaterThan(0);
    for (const column of opening) {
      // A number, code or name: what a user reads a row by.
      expect(column.prop).toMatch(/_no$|_code$|_name$|^name$/);
      const url = String((column.labelConfig as { url: string }).url);
      expect(url).toContain('{id}');
      expect(landing(url).resource).toBe(resourceOf(menu));
    }
    const view = table.rowButtons?.find((b) => b.flag === 'view');
    if (view) expect(landing(String((view.config as { url: string }).url)).resource).toBe(resourceOf(menu));
  });

  it('a resource without a form is shown by its list\'s remote fields: the record page finds the list, never a form', () => {
    for (const menu of lists) {
      const found = recordMenus(tree, resourceOf(menu));
      expect(found.list?.id).toBe(menu.id);
      if (!found.form) expect(menu.remote_fields_url).not.toBe('');
    }
  });

  it('the record pages are hidden leaves of their list\'s group, so whoever holds the list holds its records', () => {
    const pages = tree.filter(isRecordMenu);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const list = lists.find((m) => resourceOf(m) === recordResource(page));
      expect(list, `menu ${page.id}`).toBeDefined();
      expect(page).toMatchObject({ show_in_sidebar: 0, pid: list?.pid });
    }
  });

  it('查看 sits on every list without a form but the tender projects (the demo without row buttons)', () => {
    const viewed = seededMenus().filter((m) => m.menu.perms.some((b) => b.flag === 'view')).map((m) => m.menu.id).sort((a, b) => a - b);
    expect(viewed).toEqual([101, 102, 103, 202, 402, 501, 601]);
  });

  it('a record page names its resource, or the page is a configuration problem', () => {
    const bad = { ...node(1021), func_config: { page_type: 3, resource: '../etc' } } as PermNode;
    expect(isRecordMenu(bad)).toBe(true);
    expect(recordResource(bad)).toBeNull();
    expect(recordResource(node(1021))).toBe('/api/crm/sales_lead');
  });
});
