import { describe, expect, it } from 'vitest';
import { baseUrl, browserPerFile, signIn } from './browser';

const ui = browserPerFile();

async function signedIn(): Promise<void> {
  await signIn(ui.page, '13800000000');
  await ui.page.waitForURL('**/message');
}

describe('the layout', () => {
  it('a keep-alive page is found as it was left: the customers list stays on page 2', async () => {
    await signedIn();
    await ui.page.getByTestId('sidebar').getByText('客户关系').click();
    await ui.page.getByTestId('sidebar').getByText('客户管理').click();
    await ui.page.getByTestId('pagination').getByTitle('2', { exact: true }).click();
    await ui.page.locator('.ant-pagination-item-active[title="2"]').waitFor();
    // Away to another page inside the app, and back.
    await ui.page.getByTestId('sidebar').getByText('合同管理').click();
    await ui.page.getByTestId('sidebar').getByText('销售合同').click();
    await ui.page.waitForURL('**/contract/sales');
    await ui.page.locator('[data-testid="list-page"]:visible').getByText('销售合同').first().waitFor();
    expect(await ui.page.getByTestId('kept-101').isHidden()).toBe(true);
    await ui.page.getByTestId('sidebar').getByText('客户管理').click();
    await ui.page.waitForURL('**/crm/customer');
    await ui.page.locator('.ant-pagination-item-active[title="2"]').waitFor();
  });

  it('full screen shows the content alone, and Escape brings the layout back', async () => {
    await signedIn();
    await ui.page.getByTestId('fullscreen').click();
    await ui.page.getByTestId('content-fullscreen').waitFor();
    expect(await ui.page.getByTestId('sidebar').count()).toBe(0);
    await ui.page.keyboard.press('Escape');
    await ui.page.getByTestId('sidebar').waitFor();
  });

  it('nolayout=1 shows the page without sidebar and header', async () => {
    await signedIn();
    await ui.page.goto(`${baseUrl()}/message?nolayout=1`);
    await ui.page.getByTestId('no-layout').waitFor();
    await ui.page.getByTestId('messages-workflow').waitFor();
    expect(await ui.page.getByTestId('sidebar').count()).toBe(0);
  });

  it('the folded sidebar stays folded after a reload (sidebarStatus cookie)', async () => {
    await signedIn();
    await ui.page.locator('.ant-layout-sider-trigger').click();
    await ui.page.locator('.ant-layout-sider-collapsed').waitFor();
    await ui.page.reload();
    await ui.page.getByTestId('sidebar').waitFor();
    expect(await ui.page.locator('.ant-layout-sider-collapsed').count()).toBe(1);
    expect((await ui.page.context().cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('1');
  });
});

describe('base routes', () => {
  it('/approve/tradeCompany/client/show shows the record read only; /wrap shows a page without the layout', async () => {
    await signedIn();
    // The customer by its form, read only: labels and dictionary names, never column names (issue 20).
    await ui.page.goto(`${baseUrl()}/approve/tradeCompany/client/show?data_id=1`);
    const form = ui.page.locator('[data-testid="form-page"][data-mode="read"]');
    await form.waitFor();
    await expect.poll(() => form.textContent()).toContain('客户名称');
    expect(await form.textContent()).not.toMatch(/customer_name|customer_type|add_user_id/);
    // The supplier and tender approval pages open their resources too (issue 19), by their list's labels.
    await ui.page.goto(`${baseUrl()}/approve/srm/tender/start/show?data_id=1`);
    await expect.poll(() => ui.page.getByTestId('record-show').textContent()).toContain('项目名称');
    expect(await ui.page.getByTestId('record-show').textContent()).not.toContain('tender_name');
    await ui.page.goto(`${baseUrl()}/approve/tradeCompany/supplier/show?data_id=1`);
    await expect.poll(() => ui.page.getByTestId('record-show').textContent()).toContain('供应商名称');
    expect(await ui.page.getByTestId('record-show').textContent()).not.toContain('supplier_name');
    await ui.page.goto(`${baseUrl()}/wrap/crm/customer`);
    await ui.page.getByTestId('wrap-page').getByTestId('pagination-total').waitFor();
    expect(await ui.page.getByTestId('sidebar').count()).toBe(0);
    // The finance plan's second view (spec 000 §2.1: /wrap with child /finance/plan/secondshow), by its address.
    await ui.page.goto(`${baseUrl()}/wrap/finance/plan/secondshow`);
    await expect.poll(() => ui.page.locator('[data-testid="wrap-page"] [data-testid="chart"][data-state="ready"]').count()).toBe(4);
    expect(await ui.page.getByTestId('sidebar').count()).toBe(0);
  });

  it('/mobileOffice previews a document by its address and refuses a script address', async () => {
    await signedIn();
    await ui.page.goto(`${baseUrl()}/mobileOffice?name=${encodeURIComponent('合同.pdf')}&url=${encodeURIComponent('/api/openapi.json')}`);
    await ui.page.getByTestId('office-preview').waitFor();
    await ui.page.goto(`${baseUrl()}/mobileOffice?name=x&url=${encodeURIComponent('javascript:alert(1)')}`);
    await ui.page.getByTestId('office-error').waitFor();
  });
});
