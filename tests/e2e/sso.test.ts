import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, browserPerFile, PASSWORD } from './browser';
import { startOidcProvider, type TestOidcProvider } from './oidc-provider';

const ui = browserPerFile();
let op: TestOidcProvider;
let adminSecret: string;

/** A non-browser client of the running app: the session secret from the sign-in cookie as Bearer. */
async function api<T>(path: string, body: unknown, secret?: string): Promise<{ code: number; msg: string; data: T; secret: string }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret ? { authorization: `Bearer ${secret}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  return { ...answer, secret: /JWT-Token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '' };
}

async function configureJjt(enabled: boolean): Promise<void> {
  const saved = await api(
    '/api/access/sso/provider/update',
    { provider: 'jjt', issuer: op.issuer, client_id: op.clientId, client_secret: op.clientSecret, scopes: 'openid profile email', allow_http: true, enabled },
    adminSecret,
  );
  expect(saved.code).toBe(2000);
}

beforeAll(async () => {
  // The app derives its callback address from the address the browser uses: baseUrl().
  op = await startOidcProvider({
    redirectUris: [`${baseUrl()}/api/access/sso/jjt/callback`],
    accounts: { 'alice.sun': { name: 'Alice Sun', email: 'alice.sun@example.test' } },
  });
  adminSecret = (await api('/api/access/account/login', { user_mobile: '13800000000', password: PASSWORD })).secret;
  // Configured as an administrator would, through the app's own configuration call.
  await configureJjt(true);
});

afterAll(async () => {
  if (adminSecret && op) await configureJjt(false);
  await op?.close();
});

/** The provider's own pages: its login form (the subject as login, any password), then consent when asked. */
async function signInAtProvider(page: Page, subject: string): Promise<void> {
  await page.waitForURL(`${op.issuer}/interaction/**`);
  await page.locator('input[name="login"]').fill(subject);
  await page.locator('input[name="password"]').fill('provider-password');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.href.startsWith(op.issuer) || url.pathname.startsWith('/interaction/'));
  if (page.url().startsWith(op.issuer)) await page.getByRole('button', { name: 'Continue' }).click();
}

describe('single sign-on through a local OpenID provider', () => {
  it('links the identity the first time (binduser, confirmauth) and signs straight in the second time', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl()}/login`);
    await page.getByTestId('sso-button-jjt').click();
    await signInAtProvider(page, 'alice.sun');

    await page.waitForURL('**/account/binduser?ticket=*');
    await expect(page.getByTestId('sso-bind-hint').textContent()).resolves.toContain('Alice Sun');
    await page.getByTestId('sso-bind-mobile').fill('13800000007');
    await page.getByTestId('sso-bind-password').fill('Wrong#pass1');
    await page.getByTestId('sso-bind-submit').click();
    await expect(page.getByTestId('sso-bind-error').textContent()).resolves.toContain('手机号或密码错误');
    await expect(page.getByText('手机号或密码错误').count()).resolves.toBe(1);
    await page.getByTestId('sso-bind-password').fill(PASSWORD);
    await page.getByTestId('sso-bind-submit').click();

    await page.waitForURL('**/account/confirmauth?ticket=*');
    await expect(page.getByTestId('sso-scopes').textContent()).resolves.toContain('电子邮箱');
    await expect(page.getByTestId('sso-claims').textContent()).resolves.toContain('alice.sun@example.test');
    await expect(page.getByTestId('sso-account').textContent()).resolves.toContain('孙丽');
    await page.getByTestId('sso-confirm').click();

    await page.waitForURL('**/message');
    await expect(page.getByTestId('user-name').textContent()).resolves.toBe('孙丽');

    // Signed out of the app, not of the provider: the button goes straight through /account/redirect.
    await page.goto(`${baseUrl()}/logout`);
    await page.waitForURL('**/login');
    await page.getByTestId('sso-button-jjt').click();
    await page.waitForURL('**/message');
    await expect(page.getByTestId('user-name').textContent()).resolves.toBe('孙丽');
    expect(page.url()).not.toContain('token');
    // The session survives a reload: the client token was kept, the fragment is gone from history.
    await page.reload();
    await expect(page.getByTestId('user-name').textContent()).resolves.toBe('孙丽');
  });

  it('a linked identity signs in from a fresh browser without binding again', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl()}/account/jjt`);
    await signInAtProvider(page, 'alice.sun');
    await page.waitForURL('**/message');
    await expect(page.getByTestId('user-name').textContent()).resolves.toBe('孙丽');
  });

  it('a cancelled sign-in at the provider comes back with a clear message and a retry', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl()}/account/jjt`);
    await page.waitForURL(`${op.issuer}/interaction/**`);
    await page.getByText('[ Cancel ]').click();
    await page.waitForURL('**/account/jjt?error=denied');
    await expect(page.getByTestId('sso-error').textContent()).resolves.toContain('您已在认证服务中取消授权');
    await expect(page.getByTestId('sso-retry').isVisible()).resolves.toBe(true);
  });

  it('a disabled provider says so, in the chosen language', async () => {
    const { page } = ui;
    await page.goto(`${baseUrl()}/account/wechat`);
    await expect(page.getByTestId('sso-error').textContent()).resolves.toContain('该单点登录方式未启用');
    await page.context().addCookies([{ name: 'language', value: 'en', url: baseUrl() }]);
    await page.goto(`${baseUrl()}/account/wechat?error=disabled`);
    await expect(page.getByTestId('sso-error').textContent()).resolves.toContain('This single sign-on provider is not enabled');
    // The sign-in page offers the enabled provider only.
    await page.goto(`${baseUrl()}/login`);
    await page.getByTestId('sso-button-jjt').waitFor();
    await expect(page.getByTestId('sso-button-jjt').textContent()).resolves.toBe('Group sign-on (JJT)');
    await expect(page.getByTestId('sso-button-wechat').count()).resolves.toBe(0);
  });
});

describe('token codes and the mobile sign-in page', () => {
  it('/account/tokencode signs in once with a code an administrator issued', async () => {
    const { page } = ui;
    const issued = await api<{ url: string }>('/api/access/sso/tokencode/issue', { user_id: 9 }, adminSecret);
    expect(issued.code).toBe(2000);
    await page.goto(`${baseUrl()}${issued.data.url}`);
    await page.waitForURL('**/message');
    await expect(page.getByTestId('user-name').textContent()).resolves.toBe('周杰');

    const other = await ui.page.context().browser()!.newContext({ locale: 'zh-CN' });
    const second = await other.newPage();
    await second.goto(`${baseUrl()}${issued.data.url}`);
    await expect(second.getByTestId('sso-error').textContent()).resolves.toContain('登录凭证无效、已使用或已过期');
    await other.close();
  });

  it('/dashboard/mobile_login fits a phone and signs in with the same calls', async () => {
    const { page } = ui;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl()}/dashboard/mobile_login`);
    await page.getByTestId('sso-button-jjt').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const submit = await page.getByTestId('login-submit').boundingBox();
    expect(submit?.height).toBeGreaterThanOrEqual(44);
    await page.getByTestId('login-mobile').fill('13800000009');
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/message');
    await expect(page.getByTestId('user-name').textContent()).resolves.toBe('吴敏');
  });
});
