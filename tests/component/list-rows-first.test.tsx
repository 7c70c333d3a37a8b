import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RenderSchema } from '../../registry';
import { contractListPage } from '../../stories/contract-columns';
import { contractRows, createFakeEnv, FakeEnvFrame } from '../../stories/fake-env';
import { rememberedTableOffset } from '../../renderers/list-page/table-offset';

afterEach(() => window.localStorage.clear());

// The renderers' modules loaded before the page opens, as the app's opening preloads them: a table whose module is
// still loading after ROWS_ALONE_MAX_MS would let the controls come first.
beforeAll(async () => {
  await Promise.all([import('../../renderers/list-page/ListPage'), import('../../renderers/data-table/DataTable'), import('../../renderers/query-panel/QueryPanel')]);
});

/** The contract list with a status field's query panel and a toolbar above its table. */
const page = {
  ...contractListPage,
  children: [
    { type: 'query-panel', fields: [{ prop: 'contract_no', label: '合同编号', searchType: 'input' }] },
    { type: 'toolbar', buttons: [] },
    ...contractListPage.children,
  ],
};

function renderPage() {
  const env = createFakeEnv(() => ({ data: contractRows(15), total: 128 }));
  return render(
    <FakeEnvFrame env={env}>
      <RenderSchema schema={page} />
    </FakeEnvFrame>,
  );
}

describe('a list page draws its rows first where they were last time', () => {
  it('with a remembered place: the table alone below that much room, then the controls above the same table', async () => {
    window.localStorage.setItem('hkwl:table-offset:301', '120');
    let first: { table: Element; room: string | undefined; panel: boolean; pager: boolean } | undefined;
    const observer = new MutationObserver(() => {
      const table = document.querySelector('[data-testid="data-table"]');
      if (first || !table) return;
      first = {
        table,
        room: document.querySelector<HTMLElement>('[data-testid="list-room"]')?.style.height,
        panel: document.querySelector('[data-testid="query-panel"]') !== null,
        pager: document.querySelector('[data-testid="pagination"]') !== null,
      };
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('query-panel')).toBeTruthy());
    observer.disconnect();
    // The first drawing of the table: the room the controls took above it, nothing else yet.
    expect(first).toMatchObject({ room: '120px', panel: false, pager: false });
    // Then the controls in that room, and the same table element the user may already be clicking.
    expect(screen.queryByTestId('list-room')).toBeNull();
    expect(screen.getByTestId('data-table')).toBe(first!.table);
    expect(await screen.findByText('共 128 条')).toBeTruthy();
  });

  it('never seen: all of the page at once, no room', async () => {
    let sawRoom = false;
    const observer = new MutationObserver(() => {
      sawRoom ||= document.querySelector('[data-testid="list-room"]') !== null;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderPage();
    await screen.findByTestId('data-table');
    expect(screen.getByTestId('query-panel')).toBeTruthy();
    await act(async () => {});
    observer.disconnect();
    expect(sawRoom).toBe(false);
  });

  it('a remembered place out of reason is none', () => {
    for (const value of ['-5', 'abc', '5000', '0']) {
      window.localStorage.setItem('hkwl:table-offset:7', value);
      expect(rememberedTableOffset(7)).toBe(0);
    }
    window.localStorage.setItem('hkwl:table-offset:7', '87.6');
    expect(rememberedTableOffset(7)).toBe(88);
  });
});
