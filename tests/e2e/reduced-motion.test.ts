import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signIn } from './browser';

// A user whose system asks for reduced motion (prefers-reduced-motion, WCAG 2.3.3) gets the app without animations;
// everyone else gets antd's. Seen as the animation classes (rc-motion's *-appear, *-enter, *-leave) elements take
// while a sidebar group opens and closes.

const ADMIN = '13800000000';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The animation classes any element took while `act` ran. */
async function motionDuring(page: Page, act: () => Promise<void>): Promise<string[]> {
  await page.evaluate(() => {
    const seen = new Set<string>();
    const note = (element: Element) => {
      for (const name of element.classList) if (/-(appear|enter|leave)(-(active|start|prepare))?$/.test(name)) seen.add(name);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target instanceof Element) note(record.target);
        for (const node of record.addedNodes) if (node instanceof Element) [node, ...node.querySelectorAll('*')].forEach(note);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    (window as unknown as { motionSeen: Set<string> }).motionSeen = seen;
  });
  await act();
  return page.evaluate(() => [...(window as unknown as { motionSeen: Set<string> }).motionSeen]);
}

async function openAndCloseGroup(motion: 'reduce' | 'no-preference'): Promise<string[]> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1400, height: 900 }, reducedMotion: motion });
  try {
    const page = await context.newPage();
    await signIn(page, ADMIN);
    await page.waitForURL('**/message');
    const sidebar = page.getByTestId('sidebar');
    const item = sidebar.getByRole('menuitem', { name: '销售合同', exact: true });
    return await motionDuring(page, async () => {
      await sidebar.getByText('合同管理', { exact: true }).click();
      await item.waitFor();
      await sidebar.getByText('合同管理', { exact: true }).click();
      await item.waitFor({ state: 'hidden' });
    });
  } finally {
    await context.close();
  }
}

describe('reduced motion', () => {
  it('a user asking for reduced motion sees a sidebar group open and close without animation; others see it animate', async () => {
    expect(await openAndCloseGroup('reduce')).toEqual([]);
    expect(await openAndCloseGroup('no-preference')).toEqual(expect.arrayContaining([expect.stringMatching(/-(enter|appear|leave)/)]));
  });
});
