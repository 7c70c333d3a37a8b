import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserPerFile, listTotal, pageIdle, signIn } from './browser';

const ui = browserPerFile();

/** The bytes a gzip-accepting client downloads for a file (node:http: fetch would decompress them). */
function gzipSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      if (response.headers['content-encoding'] !== 'gzip') reject(new Error(`${url} is not served gzip`));
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

describe('what the sign-in page costs', () => {
  it('downloads at most 300 kB of JavaScript (gzip), and none of the list page, table or validator', async () => {
    const scripts: string[] = [];
    ui.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await ui.page.goto(`${baseUrl()}/login`);
    await ui.page.getByTestId('login-submit').waitFor();
    await ui.page.waitForLoadState('networkidle');
    const sizes = await Promise.all(scripts.map(gzipSize));
    const total = sizes.reduce((a, b) => a + b, 0);
    console.log(`sign-in page JavaScript: ${scripts.length} files, ${total} bytes gzip`);
    expect(total).toBeLessThanOrEqual(300_000);
    expect(scripts.some((u) => /\/(list-renderers|layout|ListPage|DataTable|MenuPage|AppLayout)-/.test(u))).toBe(false);
  });
});

describe('errors are shown once', () => {
  it('a wrong password is said inline on the sign-in page and not again in a toast', async () => {
    await signIn(ui.page, '13800000003', 'Hkwl@2025');
    await expect(ui.page.getByTestId('login-error').textContent()).resolves.toContain('手机号或密码错误');
    // A toast would have been asked for before the inline error (by the request layer, as the answer came)
    // and drawn by renders the page had queued by then: once the page is idle, they have all run.
    await pageIdle(ui.page);
    expect(await ui.page.locator('.ant-message-notice').count()).toBe(0);
  });
});

describe('antd follows the language', () => {
  it('the pager says 跳至 … 页 in Chinese and Go to … Page in English', async () => {
    await signIn(ui.page, '13800000000');
    await ui.page.waitForURL('**/message');
    await ui.page.getByTestId('sidebar').getByText('合同管理').click();
    await ui.page.getByTestId('sidebar').getByText('销售合同').click();
    expect(await listTotal(ui.page)).toBe(20_000);
    await expect(ui.page.locator('.ant-pagination-options-quick-jumper').textContent()).resolves.toMatch(/^跳至\s*页$/);
    await ui.page.getByTestId('language-switch').getByText('EN').click();
    await ui.page.getByText('Total 20000 items').waitFor();
    await expect(ui.page.locator('.ant-pagination-options-quick-jumper').textContent()).resolves.toMatch(/^Go to\s*Page$/);
    // The compiled page follows too: English column headers, not the cached Chinese ones.
    await ui.page.locator('.ant-table-thead').getByText('Contract no.').waitFor();
  });
});
