import { describe, expect, it } from 'vitest';
import { baseUrl, browserPerFile, PASSWORD, signIn } from './browser';

const ui = browserPerFile();

/** The newest 6-digit code the outbox holds for a recipient, read through the administrator's API. */
async function codeFromOutbox(recipient: string): Promise<string> {
  const signedIn = await fetch(`${baseUrl()}/api/access/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_mobile: '13800000000', password: PASSWORD }),
  });
  const secret = /JWT-Token=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1];
  if (!secret) throw new Error('the administrator could not sign in');
  const page = (await fetch(`${baseUrl()}/api/access/outbox/index?page=1&limit=50`, { headers: { authorization: `Bearer ${secret}` } }).then((r) =>
    r.json(),
  )) as { code: number; data: { data: { recipient: string; body: string }[] } };
  expect(page.code).toBe(2000);
  const message = page.data.data.find((m) => m.recipient === recipient);
  const code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
  if (!code) throw new Error(`no code for ${recipient} in the outbox`);
  return code;
}

describe('signing in with a verification code', () => {
  it('requests the code, counts down, and signs in with the code from the outbox', async () => {
    const mobile = '13800000011';
    await ui.page.goto(`${baseUrl()}/login`);
    await ui.page.getByTestId('login-mode-code').click();
    await expect(ui.page.getByTestId('login-password').count()).resolves.toBe(0);
    await ui.page.getByTestId('login-mobile').fill(mobile);
    await ui.page.getByTestId('code-send').click();
    await ui.page.getByTestId('code-send').getByText(/^请在\d+秒后重新获取$/).waitFor();
    await expect(ui.page.getByTestId('code-send').isDisabled()).resolves.toBe(true);
    // Nothing is filled in for the user: the server never answers the code.
    await expect(ui.page.getByTestId('code-input').inputValue()).resolves.toBe('');

    await ui.page.getByTestId('code-input').fill(await codeFromOutbox(mobile));
    await ui.page.getByTestId('login-submit').click();
    await ui.page.waitForURL('**/message');
  });

  it('a wrong code is shown once, inline', async () => {
    await ui.page.goto(`${baseUrl()}/login`);
    await ui.page.getByTestId('login-mode-code').click();
    await ui.page.getByTestId('login-mobile').fill('13800000012');
    await ui.page.getByTestId('code-input').fill('123456');
    await ui.page.getByTestId('login-submit').click();
    await expect(ui.page.getByTestId('login-error').textContent()).resolves.toContain('验证码错误或已过期');
    await expect(ui.page.getByText('验证码错误或已过期').count()).resolves.toBe(1);
  });
});

describe('the captcha after five wrong passwords', () => {
  it('appears with its picture, and the 4th character submits the form', async () => {
    const mobile = '13800000013';
    await ui.page.goto(`${baseUrl()}/login`);
    await ui.page.getByTestId('login-mobile').fill(mobile);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await ui.page.getByTestId('login-password').fill(`Wrong#${attempt}pass`);
      const answered = ui.page.waitForResponse((r) => r.url().endsWith('/api/access/account/login'));
      await ui.page.getByTestId('login-submit').click();
      await answered;
      await ui.page.getByTestId('login-error').getByText('手机号或密码错误').waitFor();
    }
    const image = ui.page.getByTestId('captcha-image');
    await image.waitFor();
    await ui.page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="captcha-image"]');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    await expect(ui.page.getByPlaceholder('请输入图片中的字符').count()).resolves.toBe(1);

    const before = await image.getAttribute('src');
    await image.click();
    await expect.poll(() => image.getAttribute('src')).not.toBe(before);

    // Even the right password needs the letters: typing the 4th one submits, and wrong letters are refused.
    await ui.page.getByTestId('login-password').fill(PASSWORD);
    await ui.page.getByTestId('captcha-input').pressSequentially('ZZZZ');
    await ui.page.getByTestId('login-error').getByText('图片中的字符输入错误或已过期').waitFor();
    expect(new URL(ui.page.url()).pathname).toBe('/login');

    // Another mobile, in code mode: its own check decides, not the captcha shown for the first one.
    await ui.page.getByTestId('login-mode-code').click();
    await ui.page.getByTestId('login-mobile').fill('13800000014');
    await ui.page.getByTestId('code-send').click();
    await ui.page.getByTestId('code-send').getByText(/^请在\d+秒后重新获取$/).waitFor();
    await expect(ui.page.getByTestId('captcha-image').count()).resolves.toBe(0);
  });
});

describe('finding a forgotten password', () => {
  it('sets a new password with a code; the new one signs in, the old one no longer does', async () => {
    const mobile = '13800000010';
    const fresh = 'Fresh#2026ab';
    await ui.page.goto(`${baseUrl()}/login`);
    await ui.page.getByTestId('login-findpasswd').click();
    await ui.page.waitForURL('**/account/findpasswd');
    await ui.page.getByTestId('find-mobile').fill(mobile);
    await ui.page.getByTestId('find-send').click();
    await ui.page.getByTestId('find-send').getByText(/^请在\d+秒后重新获取$/).waitFor();
    await ui.page.getByTestId('find-code').fill(await codeFromOutbox(mobile));

    // The policy is checked in the browser before anything is sent.
    await ui.page.getByTestId('find-password').fill('alllowercase');
    await ui.page.getByTestId('find-confirm').fill('alllowercase');
    await ui.page.getByTestId('find-submit').click();
    await ui.page.getByText('密码不符合要求').waitFor();
    expect(new URL(ui.page.url()).pathname).toBe('/account/findpasswd');

    await ui.page.getByTestId('find-password').fill(fresh);
    await ui.page.getByTestId('find-confirm').fill(fresh);
    await ui.page.getByTestId('find-submit').click();
    await ui.page.waitForURL('**/login');
    await expect(ui.page.getByTestId('login-notice').textContent()).resolves.toContain('密码修改成功');

    await signIn(ui.page, mobile);
    await ui.page.getByTestId('login-error').getByText('手机号或密码错误').waitFor();
    await signIn(ui.page, mobile, fresh);
    await ui.page.waitForURL('**/message');
  });
});
