import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/data-table-row-menu.stories';

const { WithoutButtons, WithoutButtonsEnglish, AllButtonsHidden, QuickView } = composeStories(stories);

const bodyRows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));
const ready = () => screen.findAllByText('XS2026110000001', {}, { timeout: 10_000 });
const probe = (name: string) => screen.getByTestId(`probe-${name}`).textContent ?? '';

describe('data-table: the row menu without row buttons', () => {
  it('right-click selects the row and offers 刷新, chosen by keyboard (Enter), which refreshes the list', async () => {
    render(<WithoutButtons />);
    await ready();
    fireEvent.contextMenu(bodyRows()[2], { clientX: 300, clientY: 200 });
    await waitFor(() => expect(probe('selected')).toBe('3'));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['刷新']);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(probe('refreshes')).toBe('1'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a right-click on another row moves the selection to it; Escape closes the menu without refreshing', async () => {
    render(<WithoutButtons />);
    await ready();
    fireEvent.contextMenu(bodyRows()[0]);
    await screen.findByRole('menu');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    fireEvent.contextMenu(bodyRows()[4]);
    await waitFor(() => expect(probe('selected')).toBe('5'));
    await screen.findByRole('menu');
    fireEvent.mouseDown(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(probe('refreshes')).toBe('0');
  });

  it('in English the item reads Refresh', async () => {
    render(<WithoutButtonsEnglish />);
    await ready();
    fireEvent.contextMenu(bodyRows()[1]);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Refresh']);
  });

  it('when every row button is hidden for the row, the menu offers 刷新 instead of nothing', async () => {
    render(<AllButtonsHidden />);
    await ready();
    fireEvent.contextMenu(bodyRows()[0]);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['刷新']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: '刷新' }));
    await waitFor(() => expect(probe('refreshes')).toBe('1'));
  });
});

describe('data-table: 快速查看 from the row menu', () => {
  it('opens the right-clicked row’s page without the shell in the external-view dialog', async () => {
    render(<QuickView />);
    await ready();
    fireEvent.contextMenu(bodyRows()[2], { clientX: 300, clientY: 200 });
    const menu = await screen.findByRole('menu');
    fireEvent.click(within(menu).getByRole('menuitem', { name: '快速查看' }));
    const frame = await screen.findByTestId('external-view-frame');
    expect(frame.getAttribute('src')).toBe('/contract/sales/form?data_id=3&readonly=1&nolayout=1');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('快速查看')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
