import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from '../../stories/list-page.stories';

const { WithSections, WithSectionsEnglish, Contracts } = composeStories(stories);

afterEach(() => vi.restoreAllMocks());

const tableBody = () => document.querySelector<HTMLElement>('[data-testid="data-table"] .ant-table-body');

describe('the list page fold icon (spec 001 screen 1)', () => {
  it('folds the tabs, the query panel and the filter tags away, gives their height to the table, and brings them back', async () => {
    // Each folded section is 60 px tall (jsdom lays nothing out).
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 60, width: 800, top: 0, left: 0, bottom: 60, right: 800, x: 0, y: 0, toJSON: () => ({}) });
    render(<WithSections />);
    expect(await screen.findByText('XS2026110000001', {}, { timeout: 10_000 })).toBeTruthy();
    const fold = screen.getByRole('button', { name: '收起表格上方的区域' });
    expect(fold.tagName).toBe('BUTTON');
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: '查询条件' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /已完成/ })).toBeTruthy();
    expect(tableBody()?.style.maxHeight).toBe('calc(100vh - 330px)');

    fireEvent.click(fold);
    const unfold = screen.getByRole('button', { name: '展开表格上方的区域' });
    expect(unfold.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: '查询条件' })).toBeNull();
    expect(screen.queryByRole('tab', { name: /已完成/ })).toBeNull();
    // The toolbar and the rows stay; the table grows by the three sections' 180 px.
    expect(screen.getByText('XS2026110000001')).toBeTruthy();
    expect(tableBody()?.style.maxHeight).toBe('calc(100vh - 150px)');

    fireEvent.click(unfold);
    expect(screen.getByRole('button', { name: '收起表格上方的区域' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: '查询条件' })).toBeTruthy();
    expect(tableBody()?.style.maxHeight).toBe('calc(100vh - 330px)');
  });

  it('keeps what the user typed in the query panel while folded', async () => {
    render(<WithSections />);
    await screen.findByText('XS2026110000001', {}, { timeout: 10_000 });
    const panel = screen.getByRole('region', { name: '查询条件' });
    const input = within(panel).getAllByRole('textbox')[0]!;
    fireEvent.change(input, { target: { value: 'XS-42' } });
    fireEvent.click(screen.getByRole('button', { name: '收起表格上方的区域' }));
    fireEvent.click(screen.getByRole('button', { name: '展开表格上方的区域' }));
    expect((within(screen.getByRole('region', { name: '查询条件' })).getAllByRole('textbox')[0] as HTMLInputElement).value).toBe('XS-42');
  });

  it('speaks English, and a page with nothing to fold has no fold icon', async () => {
    const { unmount } = render(<WithSectionsEnglish />);
    expect(await screen.findByRole('button', { name: 'Collapse the sections above the table' }, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse the sections above the table' }));
    expect(screen.getByRole('button', { name: 'Expand the sections above the table' })).toBeTruthy();
    unmount();
    render(<Contracts />);
    await screen.findByText('XS2026110000001', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('list-fold')).toBeNull();
  });
});
