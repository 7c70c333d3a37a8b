import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionContext } from '../../renderers/core/list-shared/actions';
import { runListFunction } from '../../renderers/core/list-shared/list-functions';
import * as stories from '../../stories/data-table-row-menu.stories';
import { createFakeEnv } from '../../stories/fake-env';

const { CopyWhatItShows, CopyTheRow } = composeStories(stories);

const bodyRows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));
const ready = () => screen.findAllByText('XS2026110000001', {}, { timeout: 10_000 });

/** The cell of a row under a header, as the user finds it. */
function cellUnder(row: HTMLElement, header: string): HTMLElement {
  const headers = Array.from(document.querySelectorAll('.ant-table-thead th')).map((th) => th.textContent?.trim());
  return row.querySelectorAll<HTMLElement>('td')[headers.indexOf(header)];
}

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

/** Right-clicks a cell and chooses 复制 in the row menu. */
async function copyFromMenu(cell: HTMLElement): Promise<void> {
  fireEvent.contextMenu(cell, { clientX: 300, clientY: 200 });
  fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: '复制' }));
}

describe('复制 copies what the cell shows (issue 20)', () => {
  it('a right-clicked amount is copied as shown, 125,000.00, not the stored number', async () => {
    render(<CopyWhatItShows />);
    await ready();
    const amount = cellUnder(bodyRows()[0], '合同金额');
    expect(amount.textContent).toBe('125,000.00');
    await copyFromMenu(amount);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('125,000.00'));
  });

  it('a status is copied as its label (草稿), a contract number as written; never the row id', async () => {
    render(<CopyWhatItShows />);
    await ready();
    await copyFromMenu(cellUnder(bodyRows()[0], '状态'));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('草稿'));
    await copyFromMenu(cellUnder(bodyRows()[2], '合同编号'));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('XS2026110000003'));
    expect(writeText.mock.calls.map((call) => call[0])).not.toContain('1');
  });

  it('复制 in the 操作 column copies the row’s shown cells in order, tab separated, hidden columns left out', async () => {
    render(<CopyTheRow />);
    await ready();
    const row = bodyRows()[1];
    const shown = Array.from(row.querySelectorAll<HTMLElement>('td[class*="list-col-"]')).map((td) => td.textContent);
    expect(shown).not.toContain('审批中');
    fireEvent.click(within(row).getByRole('button', { name: /复\s*制/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(writeText.mock.calls[0][0]).toBe(shown.join('\t'));
    expect(shown.slice(0, 1)).toEqual(['XS2026110000002']);
  });
});

describe('copyShown outside a table', () => {
  it('a toolbar button has no cell to copy: 没有可复制的内容, and the clipboard is left alone', async () => {
    const env = createFakeEnv(() => null);
    const context = { env, button: { flag: 'copy', name: '复制', func: 'function', config: { function: 'copyShown' } }, selected: [{ id: 7 }] } as unknown as ActionContext;
    await runListFunction(context);
    expect(env.notices).toEqual([{ kind: 'warning', text: '没有可复制的内容' }]);
    expect(writeText).not.toHaveBeenCalled();
  });
});
