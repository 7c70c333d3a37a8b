import { describe, expect, it } from 'vitest';
import { formLink, type LinkParts } from '../../server/modules/workflow/links';

const TASK: LinkParts = { form_type: 0, form_name: '/approve', form_data_id: 7, tpl_label: 'sales_contract', tpl_id: 3, workflow_log_id: 31 };

describe('formLink: the approval centre link of a task (spec 000 §2.3, 001 §2)', () => {
  it('form type 1: the edit page with workflow_label, tpl_id (the form name), workflow_log_id and form_data_id', () => {
    expect(formLink({ ...TASK, form_type: 1, form_name: '/contract/sales/form' })).toBe(
      '/contract/sales/form?workflow_label=sales_contract&tpl_id=%2Fcontract%2Fsales%2Fform&workflow_log_id=31&form_data_id=7',
    );
  });

  it('form types 2-69: {form_name}/{form_data_id}?workflow_label=..', () => {
    expect(formLink({ ...TASK, form_type: 2, form_name: '/contract/sales/form' })).toBe('/contract/sales/form/7?workflow_label=sales_contract');
    expect(formLink({ ...TASK, form_type: 69, form_name: '/x' })).toBe('/x/7?workflow_label=sales_contract');
  });

  it('any other type: {form_name}?data_id=..&workflow_label=..&workflow_tpl_id=..&workflow_log_id=..', () => {
    expect(formLink(TASK)).toBe('/approve?data_id=7&workflow_label=sales_contract&workflow_tpl_id=3&workflow_log_id=31');
    expect(formLink({ ...TASK, form_type: 70 })).toBe('/approve?data_id=7&workflow_label=sales_contract&workflow_tpl_id=3&workflow_log_id=31');
  });

  it('every form ends with after_action when the template sets one', () => {
    expect(formLink({ ...TASK, after_action: 'next' })).toBe('/approve?data_id=7&workflow_label=sales_contract&workflow_tpl_id=3&workflow_log_id=31&after_action=next');
    expect(formLink({ ...TASK, form_type: 1, form_name: '/f', after_action: 'close' })).toBe('/f?workflow_label=sales_contract&tpl_id=%2Ff&workflow_log_id=31&form_data_id=7&after_action=close');
    expect(formLink({ ...TASK, form_type: 5, form_name: '/f', after_action: 'stay' })).toBe('/f/7?workflow_label=sales_contract&after_action=stay');
  });

  it('leaves after_action out when unset or not one of back, close, next, stay', () => {
    expect(formLink({ ...TASK, after_action: null })).not.toContain('after_action');
    expect(formLink({ ...TASK, after_action: 'reload' })).not.toContain('after_action');
  });

  it('a form named by an internal link resolves to its page, the document filling {id} once', () => {
    expect(formLink({ ...TASK, form_name: 'contract.sales.detail', after_action: 'back' })).toBe(
      '/contract/sales/form?data_id=7&workflow_label=sales_contract&workflow_tpl_id=3&workflow_log_id=31&after_action=back',
    );
    expect(formLink({ ...TASK, form_type: 3, form_name: 'contract.sales.list' })).toBe('/contract/sales/7?workflow_label=sales_contract');
  });
});
