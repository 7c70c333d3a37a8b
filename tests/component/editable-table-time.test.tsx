import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/editable-table.stories';

const { TimeOfDay } = composeStories(stories);

const cell = (row: number) => screen.getByRole('gridcell', { name: `第 ${row} 行 到货时间` });

/** Types `text` into a row's time cell and commits it with Enter. */
async function type(table: HTMLElement, row: number, text: string) {
  fireEvent.mouseDown(cell(row));
  fireEvent.keyDown(table, { key: 'Enter' });
  const input = await within(cell(row)).findByRole('textbox');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('a time-of-day column, format HH-mm-ss (spec 001 §9)', () => {
  it('shows stored times and moments as HH-mm-ss, and reads typed ones into it', async () => {
    render(<TimeOfDay />);
    const table = await screen.findByRole('grid', {}, { timeout: 10_000 });
    expect(cell(1).textContent).toBe('14-30-05');
    expect(cell(2).textContent).toBe('08-30-15');
    await type(table, 3, '9:05');
    await waitFor(() => expect(cell(3).textContent).toBe('09-05-00'));
    await type(table, 1, '25:00');
    await waitFor(() => expect(cell(1).getAttribute('aria-invalid')).toBe('true'));
    expect(cell(1).getAttribute('title')).toBe('时间格式不正确（如 08-30-00）');
  });
});
