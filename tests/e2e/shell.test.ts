import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserPerFile, databaseFile, listTotal, openListPage, signIn } from './browser';

const ui = browserPerFile();

describe('the session secret', () => {
  it('lives in an httpOnly cookie: page scripts cannot read it, and what they hold does not authenticate alone', async () => {
    await signIn(ui.page, '13800000003');
    await ui.page.waitForURL('**/message');
    const cookie = (await ui.page.context().cookies()).find((c) => c.name === 'JWT-Token');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(await ui.page.evaluate(() => document.cookie)).not.toContain('JWT-Token');
    const held = await ui.page.evaluate(() => Object.values(window.localStorage).join(' '));
    expect(held).not.toContain(cookie!.value);
    // Whatever scripts can read, sent from elsewhere without the cookie, is refused.
    const token = await ui.page.evaluate(() => window.localStorage.getItem('hkwl-client-token'));
    const answer = (await fetch(`${baseUrl()}/api/access/account/info`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json())) as { code: number };
    expect(answer.code).toBe(4001);
  });
});

describe('an expired session', () => {
  it('answers 4000: the re-login dialog appears, and after signing in the original request completes', async () => {
    await openListPage(ui.page, '13800000000', '合同管理', '销售合同', '/contract/sales');
    expect(await listTotal(ui.page)).toBe(20_000);

    const db = new Database(databaseFile());
    db.prepare("update sessions set expires_at = '2000-01-01 00:00:00' where revoked_at is null and user_id = 1").run();
    db.close();

    await ui.page.getByRole('button', { name: '刷新' }).click();
    const dialog = ui.page.getByRole('dialog').filter({ hasText: '重新登录' });
    await dialog.waitFor();
    await ui.page.getByTestId('relogin-mobile').fill('13800000000');
    await ui.page.getByTestId('relogin-password').fill('Hkwl@2026');
    await dialog.getByRole('button', { name: /登\s*录/ }).click();
    await dialog.waitFor({ state: 'detached' });
    // The refresh that met 4000 was sent again and answered: the list is there, with no error.
    expect(await listTotal(ui.page)).toBe(20_000);
    expect(await ui.page.getByTestId('list-error').count()).toBe(0);
    expect(new URL(ui.page.url()).pathname).toBe('/contract/sales');
  });
});

describe('sealed route queries', () => {
  it('queries travel sealed; a tampered or moved one says 非法请求！ and lands on /404', async () => {
    await signIn(ui.page, '13800000000');
    await ui.page.waitForURL('**/message');
    await ui.page.getByRole('tab', { name: /通知/ }).click();
    await ui.page.waitForURL(/\/message\?_q=/);
    const sealed = new URL(ui.page.url());
    expect(sealed.search).not.toContain('active');
    await ui.page.reload();
    await ui.page.getByTestId('messages-notice').waitFor();

    const value = sealed.searchParams.get('_q')!;
    const tampered = `${value.slice(0, 20)}${value[20] === 'A' ? 'B' : 'A'}${value.slice(21)}`;
    await ui.page.goto(`${baseUrl()}/message?_q=${encodeURIComponent(tampered)}`);
    await ui.page.getByText('非法请求！').waitFor();
    await ui.page.waitForURL('**/404?_error_type=2**');
    await expect(ui.page.getByTestId('error-page').textContent()).resolves.toContain('非法访问，系统检测到您访问的地址已被篡改！');

    // The same sealed value under another path is refused too.
    await ui.page.goto(`${baseUrl()}/dashboard?_q=${encodeURIComponent(value)}`);
    await ui.page.waitForURL('**/404?_error_type=2**');
  });

  it('an unknown address goes to /404 with the address asked for', async () => {
    await signIn(ui.page, '13800000000');
    await ui.page.waitForURL('**/message');
    await ui.page.goto(`${baseUrl()}/no/such/page?x=1`);
    await ui.page.waitForURL('**/404?_error_type=1**');
    await expect(ui.page.getByTestId('error-url').textContent()).resolves.toBe('/no/such/page?x=1');
  });
});

describe('API encryption', () => {
  it('is on by default: list queries travel as one sealed parameter, marked by X-Encrypted', async () => {
    const sent: { url: URL; headers: Record<string, string> }[] = [];
    ui.page.on('request', (request) => {
      if (request.url().includes('/api/contract/sales_contract/index')) sent.push({ url: new URL(request.url()), headers: request.headers() });
    });
    await openListPage(ui.page, '13800000000', '合同管理', '销售合同', '/contract/sales');
    expect(await listTotal(ui.page)).toBe(20_000);
    expect(sent.length).toBeGreaterThan(0);
    const [call] = sent;
    expect(call.headers['x-encrypted']).toBe('1');
    expect([...call.url.searchParams.keys()]).toEqual(['q']);
    expect(call.url.searchParams.get('q')).toMatch(/^e1\./);
    expect(call.url.search).not.toContain('perms_id');
  });
});
