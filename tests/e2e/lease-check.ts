import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TaskListAnswer } from '../../schemas/generated/workflow';
import { apiWithPage, chooseFirst, chooseOption, newPage, replaceEditorText, signIn, typeCell } from './browser';
import { saveAndSubmit } from './submit-for-approval';

// Issue 23's check, as a configurator and the users would do it in Chromium: an equipment lease (a header of six
// field types, lines in an editable table, a customer chooser, attachments), its list page and form, a two-step
// approval and a risk rule, all published in the studio as JSON; then a clerk enters and submits a lease, the
// department manager and the company manager approve it; a lease over the rule's limit is refused. No code change,
// no restart. Each person may work on another app server of the same database (`LeaseServers`).

const ADMIN = '13800000000';
const CLERK = '13800000003';
const DEPARTMENT_MANAGER = '13800000002';
const COMPANY_MANAGER = '13800000001';

const LEASE = {
  name: 'e2e_equipment', module: 'lease', table: 'e2e_equipment_leases', label: { zh: '设备租赁', en: 'Equipment leases' }, workflowLabel: 'e2e_equipment',
  fields: [
    { name: 'customer_name', type: 'text', maxLength: 200 },
    { name: 'lease_type', type: 'enum' },
    { name: 'start_date', type: 'date' },
    { name: 'lease_months', type: 'int', rules: { min: 1, max: 120 } },
    { name: 'monthly_rent', type: 'money', rules: { min: 0 } },
    { name: 'deposit_rate', type: 'percent', nullable: true },
    { name: 'status', type: 'enum', nullable: true },
  ],
  children: [{
    name: 'equipment', table: 'e2e_equipment_lines', label: { zh: '租赁设备', en: 'Equipment' }, maxRows: 100,
    fields: [{ name: 'equipment_name', type: 'text', maxLength: 100 }, { name: 'quantity', type: 'int', rules: { min: 1 } }],
  }],
  fileItems: [{ prop: 'lease_contract', label: { zh: '租赁合同', en: 'Lease contract' }, kind: 'file' }],
  draftRequired: ['customer_name'],
  defaultOrder: 'id desc',
};

const LEASE_TYPES = [{ value: 1, label: '经营租赁', labelEn: 'Operating lease' }, { value: 2, label: '融资租赁', labelEn: 'Finance lease' }];
const field = (title: string, titleEn: string, component: string, props: Record<string, unknown> = {}, required = true) => ({
  type: ['money', 'int', 'percent', 'enum'].includes(component) ? 'number' : 'string', title, title_en: titleEn, required,
  'x-decorator': 'FormItem', 'x-component': component, 'x-component-props': props,
});
const GRANTS = [
  { role_id: 1, data_scope: 'all', buttons: ['add', 'edit'] },
  { role_id: 2, data_scope: 'company' },
  { role_id: 3, data_scope: 'path_org' },
  { role_id: 4, data_scope: 'oneself', buttons: ['add', 'edit'] },
];

const LEASE_FORM = {
  key: 'e2e_equipment_form',
  menu: { parent: 300, name: { zh: '设备租赁单', en: 'Equipment lease' }, flag: '/lease/equipment/form', resource: 'e2e_equipment', sidebar: false },
  func_config: {
    page_type: 2,
    form: {
      title: '设备租赁', title_en: 'Equipment lease', resource: '/api/lease/e2e_equipment', workflow_label: 'e2e_equipment', approval_button: 1,
      status_field: 'status', title_field: 'customer_name', back_to: '/lease/equipment', submit_confirm: '',
      schema: {
        type: 'object',
        properties: {
          base: {
            type: 'void', title: '租赁信息', title_en: 'Lease', 'x-component': 'FormSection',
            properties: {
              grid: {
                type: 'void', 'x-component': 'FormGrid', 'x-component-props': { maxColumns: 2, minColumns: 1 },
                properties: {
                  customer_name: field('客户名称', 'Customer', 'Chooser', { config: 'customer', labelField: 'customer_name', labelProp: 'customer_name', valueProp: 'customer_name' }),
                  lease_type: field('租赁类型', 'Lease type', 'enum', { options: LEASE_TYPES }),
                  start_date: field('起租日期', 'Starts on', 'date'),
                  lease_months: field('租期(月)', 'Months', 'int'),
                  monthly_rent: field('月租金', 'Monthly rent', 'money', { moneyFormat: 2 }),
                  deposit_rate: field('押金比例', 'Deposit rate', 'percent', {}, false),
                },
              },
            },
          },
          lines: {
            type: 'void', title: '租赁设备', title_en: 'Equipment', 'x-component': 'FormSection',
            properties: {
              equipment: {
                type: 'array', title: '租赁设备', title_en: 'Equipment', 'x-decorator': 'FormItem', 'x-component': 'EditableTable',
                'x-component-props': {
                  title: '租赁设备', maxRows: 100, height: 300,
                  columns: [
                    { prop: 'equipment_name', label: '设备名称', labelEn: 'Equipment', require: true, width: 220 },
                    { prop: 'quantity', label: '数量', labelEn: 'Quantity', editType: 'number', moneyFormat: 0, require: true, width: 120 },
                  ],
                },
              },
            },
          },
          files: {
            type: 'void', title: '租赁资料', title_en: 'Documents', 'x-component': 'FormSection',
            properties: {
              documents: {
                type: 'array', title: '租赁资料', title_en: 'Documents', 'x-decorator': 'FormItem', 'x-component': 'AttachmentCollect',
                'x-component-props': { items: [{ prop: 'lease_contract', label: '租赁合同', labelEn: 'Lease contract', kind: 'file' }] },
              },
            },
          },
        },
      },
    },
  },
  buttons: [
    { flag: 'add', name: { zh: '新增', en: 'New' }, btn_func: 'add', btn_position: 'none' },
    { flag: 'edit', name: { zh: '编辑', en: 'Edit' }, btn_func: 'edit', btn_position: 'none' },
  ],
  grants: GRANTS,
};

const LEASE_PAGE = {
  key: 'e2e_equipment_list',
  menu: { parent: 300, name: { zh: '设备租赁', en: 'Equipment leases' }, flag: '/lease/equipment', resource: 'e2e_equipment', icon: 'file' },
  func_config: { page_type: 1, row_key: 'id' },
  fields: [
    // A function label written as steps (issue 23), no code: the customer's name filters the list by it and says so.
    {
      prop: 'customer_name', label: { zh: '客户名称', en: 'Customer' },
      config: { width: 220, searchType: 'input', labelType: 'function', labelConfig: { steps: [{ filter: { customer_name: '{customer_name}' } }, { notify: '已筛选客户：{customer_name}', notifyEn: 'Filtered: {customer_name}' }] } },
    },
    { prop: 'lease_type', label: { zh: '租赁类型', en: 'Lease type' }, config: { valueType: 'enum', options: LEASE_TYPES, searchType: 'select' } },
    { prop: 'monthly_rent', label: { zh: '月租金', en: 'Monthly rent' }, config: { valueType: 'money', moneyFormat: 2, align: 'right' } },
    { prop: 'start_date', label: { zh: '起租日期', en: 'Starts on' }, config: { valueType: 'date' } },
  ],
  buttons: [
    { flag: 'add', name: { zh: '新增', en: 'New' }, btn_func: 'currentpage', btn_type: 'primary', icon: 'plus', func_config: { url: '/lease/equipment/form' } },
    { flag: 'edit', name: { zh: '编辑', en: 'Edit' }, btn_func: 'currentpage', btn_type: 'link', btn_position: 'solo', func_config: { url: '/lease/equipment/form?data_id={id}' } },
  ],
  grants: GRANTS,
};

const APPROVAL = {
  label: 'e2e_equipment', name: '设备租赁审批', group_tab: '合同审批',
  card_fields: [{ field: 'monthly_rent', label: '月租金', label_en: 'Monthly rent' }, { field: 'customer_name', label: '客户名称', label_en: 'Customer' }],
  nodes: [{ name: '部门经理审批', get_user_type: 3 }, { name: '公司总经理审批', get_user_type: 1, roles: [2] }],
};

const RULE = {
  code: 'E2E_EQUIPMENT_RENT', resource: 'e2e_equipment', name: '月租金超过100万元', condition: 'monthly_rent > 1000000', severity: 'block',
  prompt: '月租金{monthly_rent}元超过100万元，不允许保存',
};

/** The app server each person works on (one and the same for a single `npm start`). */
export interface LeaseServers {
  studio: string;
  clerk: string;
  departmentManager: string;
  companyManager: string;
}

/** The whole check, each person on their app server. */
export async function leaseCheck(browser: Browser, at: LeaseServers): Promise<void> {
  const admin = await signedIn(browser, ADMIN, at.studio);

  /** Publishes a definition of one studio tab as a first version (or, when it is there from a run before, leaves it). */
  async function publish(tab: string, kind: string, name: string, definition: object): Promise<void> {
    await admin.getByRole('tab', { name: tab }).click();
    const listed = admin.getByTestId(`studio-${kind}-${name}`);
    const stored = await apiWithPage(admin, `/api/base/studio/${kind}/detail?name=${name}`, undefined, at.studio).then(() => true, () => false);
    if (stored) return;
    await admin.getByTestId(`studio-new-${kind}`).click();
    await replaceEditorText(admin, JSON.stringify(definition, null, 2));
    await expect.poll(() => admin.getByTestId('studio-changes').textContent().catch(() => ''), { timeout: 15_000 }).toContain('首次发布');
    await admin.getByTestId('studio-publish').click();
    await listed.waitFor();
  }

  await admin.goto(`${at.studio}/system/studio/resources`);
  await publish('资源定义', 'resource', LEASE.name, LEASE);
  await publish('页面定义', 'page', LEASE_FORM.key, LEASE_FORM);
  await publish('页面定义', 'page', LEASE_PAGE.key, LEASE_PAGE);
  await publish('审批流程', 'workflow', APPROVAL.label, APPROVAL);
  await publish('风控规则', 'rule', RULE.code, RULE);
  // The clerk's app server serves the new resource at once (another server: told over LISTEN/NOTIFY, no restart).
  const served = () => apiWithPage(admin, '/api/lease/e2e_equipment/index?limit=1', undefined, at.clerk).then(() => true, () => false);
  await expect.poll(served, { timeout: 5_000 }).toBe(true);
  await admin.context().close();

  const clerk = await signedIn(browser, CLERK, at.clerk);
  const customer = await fillLease(clerk, at.clerk, '38000');
  await saveAndSubmit(clerk);
  await clerk.waitForURL((url) => url.pathname === '/lease/equipment');

  const mine = await apiWithPage<{ data: Array<{ id: number; status: number; customer_name: string }> }>(clerk, '/api/lease/e2e_equipment/index?limit=1', undefined, at.clerk);
  const lease = mine.data[0];
  expect(lease).toMatchObject({ customer_name: customer, status: 1 });
  const detail = await apiWithPage<{ equipment: Array<{ equipment_name: string; quantity: number }> }>(clerk, `/api/lease/e2e_equipment/detail?id=${lease.id}`, undefined, at.clerk);
  expect(detail.equipment).toEqual([expect.objectContaining({ equipment_name: '履带式挖掘机 SY365H', quantity: 2 })]);

  await approve(browser, DEPARTMENT_MANAGER, at.departmentManager, lease.id);
  await approve(browser, COMPANY_MANAGER, at.companyManager, lease.id);
  await expect.poll(async () => (await apiWithPage<{ status: number }>(clerk, `/api/lease/e2e_equipment/detail?id=${lease.id}`, undefined, at.clerk)).status, { timeout: 15_000 }).toBe(2);

  // The configured label: a click on the customer filters the list by it (the tag shows) and says so.
  await clerk.goto(`${at.clerk}/lease/equipment`);
  await clerk.locator('.ant-table-tbody tr.ant-table-row').getByRole('button', { name: customer, exact: true }).first().click();
  await clerk.locator('.ant-message').getByText(`已筛选客户：${customer}`).waitFor();
  await clerk.locator('[data-testid^="filter-tag-customer_name"]').first().waitFor();

  // Over the rule's limit: the save is refused with the rule's prompt, and nothing is written.
  const before = (await apiWithPage<{ total: number }>(clerk, '/api/lease/e2e_equipment/index?limit=1', undefined, at.clerk)).total;
  await fillLease(clerk, at.clerk, '1500000');
  await clerk.getByRole('button', { name: '保 存' }).click();
  await clerk.getByText('月租金1,500,000.00元超过100万元，不允许保存').first().waitFor();
  expect((await apiWithPage<{ total: number }>(clerk, '/api/lease/e2e_equipment/index?limit=1', undefined, at.clerk)).total).toBe(before);
  await clerk.context().close();
}

async function signedIn(browser: Browser, mobile: string, base: string): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, mobile, undefined, base);
  await page.waitForURL('**/message');
  return page;
}

/** Opens a new lease from the list's 新增 and fills its header and one line. */
async function fillLease(page: Page, base: string, rent: string): Promise<string> {
  await page.goto(`${base}/lease/equipment`);
  await page.getByTestId('toolbar-button-add').click();
  await page.waitForURL('**/lease/equipment/form');
  const form = page.locator('[data-testid="form-page"][data-mode="edit"]');
  await form.waitFor();
  const customer = await chooseFirst(page, form, '客户名称');
  await chooseOption(page, '租赁类型', '融资租赁');
  await form.getByLabel('起租日期', { exact: true }).fill('2026-12-01');
  await form.getByLabel('起租日期', { exact: true }).press('Enter');
  await form.getByLabel('租期(月)', { exact: true }).fill('24');
  await form.getByLabel('月租金', { exact: true }).fill(rent);
  await page.getByRole('button', { name: '新增行' }).click();
  await typeCell(page, 1, '设备名称', '履带式挖掘机 SY365H');
  await typeCell(page, 1, '数量', '2');
  return customer;
}

/** The approver's pending task on the lease, decided 同意 from the approval centre. */
async function approve(browser: Browser, mobile: string, base: string, leaseId: number): Promise<void> {
  const page = await signedIn(browser, mobile, base);
  const pendingTasks = async () => (await apiWithPage<TaskListAnswer>(page, '/api/base/workflow/taskList?tab=pending&limit=100', undefined, base)).data;
  const task = (await pendingTasks()).find((t) => t.tpl_label === 'e2e_equipment' && t.form_data_id === leaseId);
  expect(task, `a pending task on lease ${leaseId}`).toBeDefined();
  await page.goto(`${base}/message?active=workflow`);
  await page.getByTestId('tasks-pending').getByRole('link', { name: task!.title }).click();
  const panel = page.getByTestId('approval-panel');
  await panel.getByTestId('decision').waitFor();
  await panel.getByRole('button', { name: '同 意' }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('decision-dialog') });
  await dialog.getByRole('button', { name: '同 意' }).click();
  // The dialog closes once the server has taken the decision; a refusal keeps it open under the server's message.
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 }).catch(async (error: unknown) => {
    const said = await page.locator('.ant-message, .ant-notification, .ant-modal-confirm, [data-testid="decision-dialog"]').allInnerTexts();
    throw new Error(`lease ${leaseId}: the decision was not taken; the page said: ${said.join(' | ') || 'nothing'}`, { cause: error });
  });
  // Decided on the server: the task leaves the approver's pending list (the page may move on before its notice shows).
  await expect.poll(async () => (await pendingTasks()).some((t) => t.workflow_log_id === task!.workflow_log_id), { timeout: 15_000 }).toBe(false);
  await page.context().close();
}
