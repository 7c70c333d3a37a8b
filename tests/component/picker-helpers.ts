import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** antd writes a two-character Chinese button label with a space ("取 消"): a button by its text either way. */
export function button(text: string, container: HTMLElement = document.body): HTMLElement {
  const spaced = new RegExp(`^\\s*${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}\\s*$`);
  return within(container).getByRole('button', { name: spaced });
}

/** Opens the story's dialog and waits for the renderer inside it. */
export async function openDialog(testId: string, openText = '打开'): Promise<HTMLElement> {
  fireEvent.click(button(openText));
  return screen.findByTestId(testId, {}, { timeout: 10_000 });
}

/** What the dialog closed with, parsed ('none' before, 'dismissed' for nothing). */
export function result(): unknown {
  const text = screen.getByTestId('result').textContent ?? 'none';
  return text === 'none' || text === 'dismissed' ? text : (JSON.parse(text) as unknown);
}

/** The data rows of the table inside `container` (antd's measure row left out). */
export function tableRows(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];
}

/** A tree node (antd Tree) by its title. */
export function treeNode(name: string): HTMLElement {
  return screen.getByText(name, { selector: '.ant-tree-title span[title]' }).closest<HTMLElement>('.ant-tree-treenode')!;
}

/**
 * Opens a tree node: once the tree's expand motion has ended, its switcher clicked until the node says it is open.
 * A node shown inside a motion (the level that just opened sliding in) is a copy that takes no clicks, and a motion
 * may start just after the check, so a lost click is clicked again (only while the node is still closed).
 */
export async function openTreeNode(name: string): Promise<void> {
  await waitFor(
    () => {
      expect(document.querySelector('.ant-tree-treenode-motion')).toBeNull();
      const switcher = treeNode(name).querySelector('.ant-tree-switcher')!;
      if (switcher.classList.contains('ant-tree-switcher_close')) fireEvent.click(switcher);
      expect(treeNode(name).querySelector('.ant-tree-switcher_open')).not.toBeNull();
    },
    { timeout: 15_000 },
  );
}
