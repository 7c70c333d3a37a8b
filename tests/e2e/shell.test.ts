import { describe, expect, it } from 'vitest';
import { baseUrl, browserPerFile, signIn } from './browser';

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
