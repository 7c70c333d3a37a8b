import { describe, expect, it } from 'vitest';
import { createPageValidator } from '../../registry/validate-page';
import { createBuiltinRegistry } from '../../renderers';
import { fieldNames } from '../../renderers/form-page/FormDocumentView';
import { documentLines } from '../../renderers/form-page/export-document';
import { seededMenu } from './seeded-menus';
import { withResourceForm } from '../../server/forms/resource-form';
import { resourceDefinitions } from '../../server/modules/resources/definitions';
import { ResourceRegistry } from '../../server/modules/resources/registry';
import { salesInvoice } from '../../server/modules/resources/definitions/sales-invoice';
import { compileFormPage } from '../../rules/page-compile/compile-form-page';
import { formMenuFor, isFormMenu } from '../../rules/menu-kind';
import type { PermNode } from '../../src/session/types';

const RESOURCES = new ResourceRegistry(resourceDefinitions);

/** A seeded menu as account/perms answers it: a form's fields completed from its resource's. */
function node(id: number): PermNode {
  return withResourceForm(seededMenu(id).menu as never, (address) => RESOURCES.atAddress(address)) as unknown as PermNode;
}

const validator = createPageValidator(createBuiltinRegistry());

describe('compileFormPage: the demo contract form (menu 3011)', () => {
  const menu = node(3011);

  it('is a form menu that the sales_contract label finds; the list menu is not', () => {
    expect(isFormMenu(menu)).toBe(true);
    expect(isFormMenu(node(301))).toBe(false);
    expect(formMenuFor([node(301), menu], 'sales_contract')).toBe(menu);
    expect(formMenuFor([node(301), menu], 'tender_project')).toBeUndefined();
  });

  it('compiles to a form-page node the page validator accepts, in Chinese and in English', async () => {
    for (const language of ['zh', 'en'] as const) {
      const page = compileFormPage(menu, language);
      expect(await validator.problems(page)).toEqual([]);
      expect(page).toMatchObject({ type: 'form-page', resource: '/api/contract/sales_contract', permsId: 301, workflowLabel: 'sales_contract', statusField: 'status', approvalButton: true, sectionTabs: true });
    }
    expect(compileFormPage(menu, 'zh').title).toBe('销售合同');
    expect(compileFormPage(menu, 'en').title).toBe('Sales contract');
    expect(compileFormPage(menu, 'en').form.properties.baseInfo.title).toBe('Basic information');
  });

  it('declares every field the contracts resource requires (its goods lines too), each once, and sections and grids hold them', () => {
    const page = compileFormPage(menu, 'zh');
    expect(fieldNames(page.form.properties).sort()).toEqual([
      'amount', 'contract_name', 'contract_no', 'customer_name', 'documents', 'goods_name', 'lines', 'org_id', 'org_name', 'remark', 'sign_date', 'user_id', 'user_name',
    ]);
  });

  it('picks the handler with the user picker and the department with the organisation picker, each keeping the name beside its id', () => {
    const fields = (compileFormPage(menu, 'zh').form.properties.baseInfo.properties?.grid.properties ?? {}) as Record<string, Record<string, unknown>>;
    expect(fields.user_id).toMatchObject({ title: '经办人', 'x-component': 'UserPicker', 'x-component-props': { nameField: 'user_name' } });
    expect(fields.org_id).toMatchObject({ title: '所属部门', 'x-component': 'OrgPicker', 'x-component-props': { nameField: 'org_name', kinds: ['department'] } });
  });

  it('a malformed declaration is named by the validator, never guessed', async () => {
    const broken = { ...menu, func_config: { page_type: 2, form: { resource: 'contracts', perms_id: 301, schema: { type: 'object', properties: { x: { 'x-component': 'rich-text' } } } } } } as unknown as PermNode;
    const problems = await validator.problems(compileFormPage(broken, 'zh'));
    expect(problems.join('\n')).toMatch(/resource/);
    expect(problems.join('\n')).toMatch(/x-component/);
  });
});

describe('documentLines: what 导出 writes', () => {
  it('each field by its section, formatted by its field type, / when empty', () => {
    const page = compileFormPage(node(3011), 'zh');
    const lines = documentLines(page.form.properties, { contract_no: 'HT-1', amount: 1234.5, sign_date: '2026-11-20' }, 'zh');
    expect(lines).toContainEqual({ section: '基本信息', label: '合同编号', value: 'HT-1' });
    expect(lines).toContainEqual({ section: '标的与金额', label: '合同金额', value: '1,234.50' });
    expect(lines).toContainEqual({ section: '基本信息', label: '签订日期', value: '2026-11-20' });
    expect(lines).toContainEqual({ section: '备注', label: '备注', value: '/' });
    // The record's files are no value of the document: the required-items table writes no line.
    expect(lines.filter((line) => line.section === '合同资料')).toEqual([]);
  });
});

describe('compileFormPage: the sales invoice form (menu 6012), a second document with lines by configuration only', () => {
  const menu = node(6012);

  it('compiles to a valid form page in both languages on the invoices resource and the invoices list\'s buttons', async () => {
    for (const language of ['zh', 'en'] as const) expect(await validator.problems(compileFormPage(menu, language))).toEqual([]);
    expect(compileFormPage(menu, 'zh')).toMatchObject({ title: '销项发票', resource: '/api/invoice/sales_invoice', permsId: 601 });
    expect(compileFormPage(menu, 'en').title).toBe('Sales invoice');
  });

  it('declares every field of the invoice and its lines as the editable table with the invoice\'s formulas', () => {
    const page = compileFormPage(menu, 'zh');
    expect(fieldNames(page.form.properties).sort()).toEqual([...salesInvoice.fields.map((f) => f.name), 'lines'].sort());
    const lines = page.form.properties.linesInfo.properties?.lines as { 'x-component': string; 'x-component-props': { columns: { prop: string; formula?: string }[] } };
    expect(lines['x-component']).toBe('EditableTable');
    const formulas = Object.fromEntries(lines['x-component-props'].columns.filter((c) => c.formula).map((c) => [c.prop, c.formula]));
    expect(formulas).toEqual(salesInvoice.children![0].formulas);
  });
});

