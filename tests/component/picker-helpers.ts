import { fireEvent, screen, within } from '@testing-library/react';

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
