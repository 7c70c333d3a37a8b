import type { Page, WebSocket } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserPerFile, messageBadge, signIn } from './browser';

const ui = browserPerFile();

/** As a non-browser client of the same user: the message ids and a way to read one. */
async function asApi(mobile: string) {
  const login = await fetch(`${baseUrl()}/api/access/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_mobile: mobile, password: 'Hkwl@2026' }),
  });
  const secret = /JWT-Token=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1];
  const headers = { authorization: `Bearer ${secret}`, 'content-type': 'application/json' };
  return {
    unread: async (kind: string) =>
      ((await fetch(`${baseUrl()}/api/access/message/index?kind=${kind}&limit=50`, { headers }).then((r) => r.json())) as { data: { data: { id: number; status: number }[] } }).data.data
        .filter((m) => m.status === 0)
        .map((m) => m.id),
    read: (ids: number[]) => fetch(`${baseUrl()}/api/access/message/read`, { method: 'POST', headers, body: JSON.stringify({ ids }) }),
  };
}

describe('the realtime socket', () => {
  it('two tabs share one socket, both see a counter change, and the other tab takes over when the first closes', async () => {
    const sockets: { ws: WebSocket; page: Page }[] = [];
    const watch = (page: Page) => page.on('websocket', (ws) => sockets.push({ ws, page }));
    ui.page.context().on('page', watch);
    watch(ui.page);
    const open = () => sockets.filter((s) => !s.ws.isClosed());
    await signIn(ui.page, '13800000000');
    await ui.page.waitForURL('**/message');
    // In-app navigation only on the first tab (a reload would leave its old socket to close behind the scenes).
    await ui.page.getByRole('tab', { name: /通知/ }).click();
    await ui.page.getByTestId('messages-notice').waitFor();
    const second = await ui.page.context().newPage();
    await second.goto(`${baseUrl()}/message?active=notice`);
    await second.getByTestId('messages-notice').waitFor();
    await expect.poll(() => open().length, { timeout: 10_000 }).toBe(1);

    const api = await asApi('13800000000');
    const ids = await api.unread('notice');
    expect(ids.length).toBeGreaterThan(1);
    await expect.poll(() => messageBadge(second, 'notice'), { timeout: 10_000 }).toBe(ids.length);
    await api.read([ids[0]]);
    for (const page of [ui.page, second]) await expect.poll(() => messageBadge(page, 'notice'), { timeout: 10_000 }).toBe(ids.length - 1);

    // Close the tab that holds the socket; the other opens its own and still hears changes.
    const ownerPage = open()[0].page;
    const survivor = ownerPage === ui.page ? second : ui.page;
    await ownerPage.close();
    await expect.poll(() => open().filter((s) => s.page === survivor).length, { timeout: 10_000 }).toBe(1);
    await api.read([ids[1]]);
    await expect.poll(() => messageBadge(survivor, 'notice'), { timeout: 10_000 }).toBe(ids.length - 2);
  });
});
