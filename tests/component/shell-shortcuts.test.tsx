import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SidebarEntry } from '../../src/router/menu-routes';
import { useShellShortcuts } from '../../src/layout/use-shell-shortcuts';
import { KEY_SEQUENCE_TIMEOUT_MS } from '../../src/shell/delays';
import { createFakeEnv, FakeEnvFrame, type FakeEnv } from '../../stories/fake-env';

const ENTRIES: SidebarEntry[] = [
  { key: 'group-300', id: 300, label: '合同管理', names: '合同管理 Contracts', icon: 'file-text', disabled: false, children: [
    { key: 'menu-301', id: 301, label: '销售合同', names: '销售合同 Sales contracts', icon: '', disabled: false, to: '/contract/sales' },
    { key: 'menu-302', id: 302, label: '采购合同', names: '采购合同 Purchase contracts', icon: '', disabled: false, to: '/contract/purchase' },
  ] },
  { key: 'group-600', id: 600, label: '发票管理', names: '发票管理 Invoices', icon: 'file', disabled: false, children: [{ key: 'menu-601', id: 601, label: '销售发票', names: '销售发票 Sales invoices', icon: '', disabled: false, to: '/invoice/sales' }] },
];

function Shell({ onOpen, enabled = true }: { onOpen(to: string, id: number): void; enabled?: boolean }) {
  const { showHelp, view } = useShellShortcuts({ entries: ENTRIES, onOpen, enabled });
  return (
    <>
      <input aria-label="a field" />
      <button onClick={showHelp}>help</button>
      {view}
    </>
  );
}

function renderShell(language: 'zh' | 'en' = 'zh', enabled = true) {
  const env: FakeEnv = { ...createFakeEnv(() => undefined, language), navigate: vi.fn() };
  const onOpen = vi.fn();
  render(
    <FakeEnvFrame env={env}>
      <Shell onOpen={onOpen} enabled={enabled} />
    </FakeEnvFrame>,
  );
  return { env, onOpen };
}

const press = (key: string, target: Element = document.body) => act(() => void fireEvent.keyDown(target, { key }));

describe('the shell’s keyboard shortcuts (the keyboard-sequence helper, spec 000 §8)', () => {
  afterEach(() => vi.useRealTimers());

  it('g then m opens the message centre, g then a the approvals; a hint says what may follow g', () => {
    const { env } = renderShell();
    press('g');
    const hint = screen.getByTestId('shortcut-hint');
    expect(hint.textContent).toContain('已按 g，请在 1.5 秒内按：');
    expect(hint.textContent).toContain('打开消息中心');
    press('m');
    expect(env.navigate).toHaveBeenCalledWith('/message');
    expect(screen.queryByTestId('shortcut-hint')).toBeNull();
    press('g');
    press('a');
    expect(env.navigate).toHaveBeenLastCalledWith('/message?active=workflow');
    expect(env.notices).toEqual([]);
  });

  it('says so when the next key is wrong, or does not come in time', () => {
    vi.useFakeTimers();
    const { env } = renderShell();
    press('g');
    press('x');
    expect(env.notices).toEqual([{ kind: 'warning', text: '没有快捷键 g x，请重新输入' }]);
    press('g');
    act(() => vi.advanceTimersByTime(KEY_SEQUENCE_TIMEOUT_MS - 1));
    expect(env.notices).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(env.notices.at(-1)).toEqual({ kind: 'warning', text: '快捷键 g 已超时，请重新输入' });
    expect(screen.queryByTestId('shortcut-hint')).toBeNull();
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('leaves keys typed in a field, with a modifier, or where the shell is off to them', () => {
    const { env } = renderShell();
    const field = screen.getByLabelText('a field');
    press('g', field);
    press('m', field);
    act(() => void fireEvent.keyDown(document.body, { key: 'g', ctrlKey: true }));
    expect(screen.queryByTestId('shortcut-hint')).toBeNull();
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('does nothing while off (a page embedded alone, a phone)', () => {
    const { env } = renderShell('zh', false);
    press('g');
    press('m');
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('/ opens the quick jump: typing narrows the pages by name, the arrows choose, Enter opens the page as the sidebar does', async () => {
    const { onOpen } = renderShell();
    press('/');
    const input = await screen.findByTestId('quick-jump-input');
    await waitFor(() => expect(document.activeElement).toBe(input));
    const list = () => screen.getByRole('listbox');
    expect(within(list()).getAllByRole('option').map((o) => o.textContent)).toEqual(['销售合同合同管理', '采购合同合同管理', '销售发票发票管理']);
    fireEvent.change(input, { target: { value: '销售' } });
    expect(within(list()).getAllByRole('option').map((o) => o.firstChild?.textContent)).toEqual(['销售合同', '销售发票']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(within(list()).getByRole('option', { selected: true }).firstChild?.textContent).toBe('销售发票');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith('/invoice/sales', 601);
    // Words match the group's name too; nothing found says so.
    press('/');
    const again = await screen.findByTestId('quick-jump-input');
    // Opened afresh: no text from last time.
    expect((again as HTMLInputElement).value).toBe('');
    fireEvent.change(again, { target: { value: '合同管理 采购' } });
    expect(within(list()).getAllByRole('option').map((o) => o.firstChild?.textContent)).toEqual(['采购合同']);
    // The other language's names find a page too (a user of the Chinese screens typing English).
    fireEvent.change(again, { target: { value: 'Invoices' } });
    expect(within(list()).getAllByRole('option').map((o) => o.firstChild?.textContent)).toEqual(['销售发票']);
    fireEvent.change(again, { target: { value: 'contracts purch' } });
    expect(within(list()).getAllByRole('option').map((o) => o.firstChild?.textContent)).toEqual(['采购合同']);
    fireEvent.change(again, { target: { value: '仓库' } });
    expect(screen.getByText('没有名称含“仓库”的页面')).toBeTruthy();
  });

  it('? shows the shortcuts’ help, in English too', async () => {
    renderShell('en');
    press('?');
    const help = await screen.findByTestId('shortcuts-help');
    const rows = within(help).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      '/Jump to a page by its name',
      'g then hGo to the home page',
      'g then mOpen the message centre',
      'g then aOpen the approvals to do',
      '?Show this help',
      'EscLeave full screen',
    ]);
  });
});
