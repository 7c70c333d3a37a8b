import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signatureHeaders } from '../../src/services/request/signing';
import { baseUrl, browserPerFile, signIn } from './browser';

const ui = browserPerFile();

/** Every CSP violation the page reports (its securitypolicyviolation events and console errors). */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy|unsafe-eval|EvalError/i.test(error.message)) seen.push(error.message);
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => void seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return seen;
}

/**
 * Signs account/info and account/status as the request client does (spec 000 §7) when the page did not:
 * keeps these tests about the CSP while the client's signing is being wired. Harmless afterwards.
 */
async function signSignedCalls(page: Page): Promise<void> {
  await page.route(/\/api\/access\/account\/(info|status)(\?|$)/, async (route) => {
    const headers = route.request().headers();
    const token = /^Bearer\s+(\S+)$/.exec(headers.authorization ?? '')?.[1];
    if (!token || headers['x-signature']) return route.continue();
    return route.continue({ headers: { ...headers, ...signatureHeaders(new URL(route.request().url()).pathname, '', token) } });
  });
}

describe('the built app under its Content-Security-Policy', () => {
  it('renders the sign-in page with no CSP violation', async () => {
    const violations = await watchViolations(ui.page);
    const response = await ui.page.goto(`${baseUrl()}/login`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await ui.page.getByTestId('login-mobile').waitFor({ state: 'visible' });
    await ui.page.getByTestId('login-submit').waitFor({ state: 'visible' });
    // antd's CSS-in-JS styles are applied (the submit button is styled as a primary button).
    const background = await ui.page.getByTestId('login-submit').evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    expect(violations).toEqual([]);
  });

  it('signs in and renders a configured list page (antd table, page validation) with no CSP violation', async () => {
    const violations = await watchViolations(ui.page);
    await signSignedCalls(ui.page);
    await signIn(ui.page, '13800000000');
    await ui.page.waitForURL('**/message');
    await ui.page.goto(`${baseUrl()}/contract/sales`);
    await ui.page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
    expect(violations).toEqual([]);
  });
});
