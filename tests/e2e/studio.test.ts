import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiWithPage, baseUrl, launchBrowser, listTotal, newPage, openFromSidebar, replaceEditorText, signIn } from './browser';

// Issue 23: the administrator edits a resource definition as JSON in the studio, sees the server's problem at its
// JSON path while typing, publishes a new version (a new column served at once, no restart), and rolls it back.

const ADMIN = '13800000000';
const CLERK = '13800000003';

/** The example resource, smaller: what the configurator types into the studio. */
const LEASE = {
  name: 'e2e_lease', module: 'lease', table: 'e2e_leases', label: { zh: 'E2E 设备租赁', en: 'E2E leases' },
  fields: [{ name: 'customer_name', type: 'text', maxLength: 200 }, { name: 'monthly_rent', type: 'money' }, { name: 'start_date', type: 'date', nullable: true }],
  defaultOrder: 'id desc',
};

/** Its list page under 合同管理, for the clerks (their own records) and the administrator. */
const LEASE_PAGE = {
  key: 'e2e_lease_list',
  menu: { parent: 300, name: { zh: 'E2E 设备租赁', en: 'E2E leases' }, flag: '/lease/e2e', resource: 'e2e_lease', icon: 'file' },
  func_config: { page_type: 1, row_key: 'id' },
  fields: [
    { prop: 'customer_name', label: { zh: '客户名称', en: 'Customer' }, config: { width: 200, searchType: 'input' } },
    { prop: 'monthly_rent', label: { zh: '月租金', en: 'Monthly rent' }, config: { valueType: 'money', moneyFormat: 2, align: 'right' } },
  ],
  buttons: [{ flag: 'add', name: { zh: '新增', en: 'New' }, btn_func: 'currentpage', btn_type: 'primary', icon: 'plus', func_config: { url: '/lease/e2e/form' } }],
  grants: [{ role_id: 1, data_scope: 'all', buttons: ['add'] }, { role_id: 4, data_scope: 'oneself', buttons: ['add'] }],
};

/** A Formily field of the form, as the demo's forms declare them. */
const field = (title: string, titleEn: string, component: string) => ({
  type: component === 'money' ? 'number' : 'string', title, title_en: titleEn, required: true, 'x-decorator': 'FormItem', 'x-component': component,
});

/** Its form, a hidden page writing under its own grant (the add button). */
const LEASE_FORM = {
  key: 'e2e_lease_form',
  menu: { parent: 300, name: { zh: 'E2E 租赁单', en: 'E2E lease' }, flag: '/lease/e2e/form', resource: 'e2e_lease', sidebar: false },
  func_config: {
    page_type: 2,
    form: {
      title: '设备租赁', title_en: 'Equipment lease', resource: '/api/lease/e2e_lease', back_to: '/lease/e2e', title_field: 'customer_name',
      schema: { type: 'object', properties: { customer_name: field('客户名称', 'Customer', 'text'), monthly_rent: field('月租金', 'Monthly rent', 'money') } },
    },
  },
  buttons: [{ flag: 'add', name: { zh: '新增', en: 'New' }, btn_func: 'add' }],
  grants: [{ role_id: 1, data_scope: 'all', buttons: ['add'] }, { role_id: 4, data_scope: 'oneself', buttons: ['add'] }],
};
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, ADMIN);
  await page.waitForURL('**/message');
});
afterAll(async () => {
  await browser.close();
});

interface Definition {
  name: string;
  fields: { name: string; type: string; maxLength?: number; nullable?: boolean }[];
}

/** Replaces the editor's whole text, as a user selecting all and pasting would. */
const replaceText = (text: string) => replaceEditorText(page, text);

describe('the studio', () => {
  it('edits, checks, publishes and rolls back a resource definition', async () => {
    // Opened from the sidebar, the studio asks no list of its own address (it toasted 系统异常 every time).
    const pageCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/system/studio/resources' && request.resourceType() !== 'document') pageCalls.push(request.url());
    });
    await openFromSidebar(page, '系统管理', '资源定义', '/system/studio/resources');
    await page.getByTestId('studio-resource-supplier_archive').click();
    expect(pageCalls).toEqual([]);
    expect(await page.getByText('系统异常，请联系管理员').count()).toBe(0);
    const editor = page.getByTestId('studio-json');
    await expect.poll(() => editor.textContent()).toContain('"supplier_archive"');
    // Hover help from the schema: what a property is.
    const tableLine = page.locator('.cm-line', { hasText: '"table":' }).first();
    // Over the property name, past the line's two-space indentation.
    await tableLine.hover({ position: { x: 40, y: 8 } });
    await expect.poll(() => page.getByTestId('studio-hover').textContent().catch(() => '')).toContain('table: string');
    const { version, definition } = await apiWithPage<{ version: number; definition: Definition }>(page, '/api/base/studio/resource/detail?name=supplier_archive');

    // A wrong field type: the server's problem, at its path, in the list under the editor and underlined in it.
    const broken = { ...definition, fields: [{ name: 'wechat', type: 'wechat-id' }, ...definition.fields] };
    await replaceText(JSON.stringify(broken, null, 2));
    const problems = page.getByTestId('studio-problems');
    await expect.poll(() => problems.textContent()).toContain('/fields/0/type');
    expect(await problems.textContent()).toContain('取值须为以下之一');
    // The definition (its fields' labels and options) is longer than the editor: its path in the list brings it into view.
    await problems.getByTestId('studio-problem-link').filter({ hasText: '/fields/0/type' }).click();
    await page.locator('.cm-lintRange-error', { hasText: 'wechat-id' }).first().waitFor();
    expect(await page.getByTestId('studio-publish').isDisabled()).toBe(true);

    // Completion from the schema: in a field, the properties a field may have.
    await replaceText('{ "fields": [{ "name": "a",  }] }');
    await page.keyboard.press('Control+Home');
    for (let i = 0; i < '{ "fields": [{ "name": "a", '.length; i += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Control+Space');
    const options = page.locator('.cm-tooltip-autocomplete');
    await expect.poll(() => options.textContent().catch(() => '')).toContain('maxLength');

    // Fixed: no problems, and what publishing changes.
    const added = { ...definition, fields: [...definition.fields, { name: 'wechat', type: 'text', maxLength: 40, nullable: true }] };
    await replaceText(JSON.stringify(added, null, 2));
    await expect.poll(() => page.getByTestId('studio-changes').textContent().catch(() => '')).toContain('新增字段 wechat');
    await page.getByTestId('studio-note').fill('供应商微信号');
    await page.getByTestId('studio-publish').click();
    await page.getByText(`已发布第 ${version + 1} 版`).waitFor();

    // Served at once: the record answers the new field.
    const list = await apiWithPage<{ data: Record<string, unknown>[] }>(page, '/api/srm/supplier_archive/index?limit=1');
    expect(list.data[0]).toHaveProperty('wechat', null);

    // The history: the new version by the administrator, with its note and change; the built-in below it.
    await page.getByRole('tab', { name: '版本历史' }).click();
    const versions = page.getByTestId('studio-versions');
    await expect.poll(() => versions.textContent()).toContain('供应商微信号');
    expect(await versions.textContent()).toContain('系统管理员');
    expect(await versions.textContent()).toContain('平台内置');

    // Rolling back removes the field from what is served: confirmed first, the old data kept.
    await page.getByTestId(`studio-rollback-${version}`).click();
    const question = page.getByRole('dialog').filter({ hasText: `第 ${version} 版` }).filter({ hasNotText: '移除字段 wechat' });
    await question.getByRole('button', { name: /确\s*定|OK/ }).click();
    await question.waitFor({ state: 'hidden' });
    // The rollback drops the field: what that touches is listed and confirmed again.
    const destructive = page.getByRole('dialog').filter({ hasText: '移除字段 wechat' });
    await destructive.waitFor();
    // A change to confirm is a question, not an error: no 资源定义有 1 处问题，未发布 toast beside it (it came before
    // the question, from the same answer, so it would be shown by now).
    expect(await page.locator('.ant-message-notice', { hasText: '未发布' }).count()).toBe(0);
    await destructive.getByRole('button', { name: /确\s*定|OK/ }).click();
    // The server's version, not the passing toast, says it was published.
    await expect.poll(async () => (await apiWithPage<{ version: number }>(page, '/api/base/studio/resource/detail?name=supplier_archive')).version, { timeout: 15_000 }).toBe(version + 2);
    const after = await apiWithPage<{ data: Record<string, unknown>[] }>(page, '/api/srm/supplier_archive/index?limit=1');
    expect(after.data[0]).not.toHaveProperty('wechat');
  });

  it('a configurator publishes a resource, its list page and its form; a signed-in clerk gets the menu at once and adds a record through the form', async () => {
    const clerk = await newPage(browser);
    await signIn(clerk, CLERK);
    await clerk.waitForURL('**/message');

    await page.goto(`${baseUrl()}/system/studio/resources`);
    await page.getByTestId('studio-new-resource').click();
    await replaceText(JSON.stringify(LEASE, null, 2));
    await expect.poll(() => page.getByTestId('studio-changes').textContent().catch(() => '')).toContain('首次发布');
    await page.getByTestId('studio-publish').click();
    await page.getByText('已发布第 1 版').waitFor();

    await page.getByRole('tab', { name: '页面定义' }).click();
    for (const definition of [LEASE_FORM, LEASE_PAGE]) {
      await page.getByTestId('studio-new-page').click();
      await replaceText(JSON.stringify(definition, null, 2));
      await expect.poll(() => page.getByTestId('studio-changes').textContent().catch(() => '')).toContain('首次发布');
      // The live preview: the page as it will be published, through the real renderers, before anything is stored.
      await page.getByRole('tab', { name: '预览' }).click();
      const preview = page.getByTestId('studio-preview');
      if (definition === LEASE_PAGE) await preview.locator('.ant-table-thead').getByText('月租金').waitFor();
      else await preview.getByTestId('form-page').getByLabel('月租金').waitFor();
      expect(await page.getByRole('menuitem', { name: 'E2E 设备租赁' }).count()).toBe(0);
      await page.getByRole('tab', { name: '定义（JSON）' }).click();
      await page.getByTestId('studio-publish').click();
      await page.getByTestId(`studio-page-${definition.key}`).waitFor();
    }
    // The administrator's own sidebar has it at once.
    await page.getByRole('menuitem', { name: '合同管理' }).click();
    await page.getByRole('menuitem', { name: 'E2E 设备租赁' }).waitFor();

    // The clerk, signed in all along, is told over the socket: the menu appears without a reload.
    await clerk.getByRole('menuitem', { name: '合同管理' }).click();
    await clerk.getByRole('menuitem', { name: 'E2E 设备租赁' }).click();
    await clerk.waitForURL('**/lease/e2e');
    await clerk.getByText('月租金').first().waitFor();
    // 新增 opens the published form; 提交 writes through the form's own grant and goes back to the list.
    await clerk.getByRole('button', { name: /新\s*增/ }).click();
    const form = clerk.getByTestId('form-page');
    await form.waitFor();
    await form.getByLabel('客户名称').fill('宁波港 E2E');
    await form.getByLabel('月租金').fill('1200');
    await clerk.getByTestId('form-footer').getByRole('button', { name: /^提\s*交$/ }).click();
    await clerk.waitForURL('**/lease/e2e');
    await clerk.getByText('宁波港 E2E').waitFor();
    expect(await listTotal(clerk)).toBe(1);
    await clerk.context().close();
  });

  it('a page definition’s problem far down the text is underlined there, and its path in the list brings it into view', async () => {
    await page.goto(`${baseUrl()}/system/studio/resources`);
    await page.getByRole('tab', { name: '页面定义' }).click();
    const { definition } = await apiWithPage<{ definition: { fields: { prop: string; config?: Record<string, unknown> }[] } }>(page, '/api/base/studio/page/detail?name=purchase_contract_list');
    await page.getByTestId('studio-page-purchase_contract_list').click();
    await expect.poll(() => page.getByTestId('studio-json').textContent()).toContain('purchase_contract_list');
    // The last column mistyped, and a decimals setting on a column shown as text (it would be ignored).
    const last = definition.fields.length - 1;
    const fields = definition.fields.map((f, i) => (i === last ? { ...f, prop: 'colourx' } : i === 0 ? { ...f, config: { ...f.config, moneyFormat: 2 } } : f));
    await replaceText(JSON.stringify({ ...definition, fields }, null, 2));
    const problems = page.getByTestId('studio-problems');
    await expect.poll(() => problems.textContent()).toContain(`/fields/${last}/prop`);
    expect(await problems.textContent()).toContain('moneyFormat（小数位数）只对金额、数值、百分比列有效');
    await problems.getByTestId('studio-problem-link').filter({ hasText: `/fields/${last}/prop` }).click();
    const underline = page.locator('.cm-lintRange-error', { hasText: 'colourx' });
    await underline.waitFor();
    const box = (await underline.boundingBox())!;
    const editorBox = (await page.locator('.cm-editor').first().boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(editorBox.y);
    expect(box.y + box.height).toBeLessThanOrEqual(editorBox.y + editorBox.height);
  });

  it('the guide shows each renderer and kind of configuration with its properties, from the schemas', async () => {
    await page.goto(`${baseUrl()}/system/studio/resources`);
    await page.getByRole('tab', { name: '指南' }).click();
    const guide = page.getByTestId('studio-guide');
    await guide.getByPlaceholder('搜索渲染器、配置或说明').fill('chart');
    await guide.getByText('ChartSchema').click();
    await guide.getByRole('cell', { name: 'series 必填' }).waitFor();
    expect(await guide.getByRole('cell', { name: 'array of → ChartSeries' }).count()).toBeGreaterThan(0);
    await guide.getByPlaceholder('搜索渲染器、配置或说明').fill('workflow-definition');
    await guide.getByText('WorkflowDefinition').click();
    await guide.getByRole('cell', { name: 'get_user_type 必填' }).waitFor();
  });

  it('the form view edits the same definition: a change there is in the JSON and checked by the server', async () => {
    await page.goto(`${baseUrl()}/system/studio/resources`);
    await page.getByTestId('studio-resource-tender_project').click();
    await expect.poll(() => page.getByTestId('studio-json').textContent()).toContain('"tender_project"');
    await page.getByRole('tab', { name: '表单视图' }).click();
    const form = page.getByTestId('studio-form');
    await expect(form.getByTestId('studio-form-name').getByRole('textbox').inputValue()).resolves.toBe('tender_project');
    await form.getByTestId('studio-form-label.zh').getByRole('textbox').fill('招标项目库');
    await page.getByRole('tab', { name: '定义（JSON）' }).click();
    await expect.poll(() => page.getByTestId('studio-json').textContent()).toContain('招标项目库');
    await expect.poll(() => page.getByTestId('studio-changes').textContent().catch(() => ''), { timeout: 15_000 }).toContain('label');
  });
});
