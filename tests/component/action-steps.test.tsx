import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { probedWhere } from '../../stories/list-probe';
import * as stories from '../../stories/action-steps.stories';
import { createFakeEnv, type FakeEnv } from '../../stories/fake-env';

const { Steps, StepsEnglish, NothingSelected } = composeStories(stories);
const label = (row: number, column: number) => screen.getByTestId(`step-label-${row}-${column}`);

let writeText: ReturnType<typeof vi.fn>;
let env: FakeEnv;
let navigate: ReturnType<typeof vi.fn<(to: string) => void>>;
beforeEach(() => {
  writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  env = createFakeEnv(() => null);
  navigate = vi.fn<(to: string) => void>();
  env.navigate = navigate;
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('function labels written as steps (issue 23)', () => {
  it('复制摘要 computes the net amount exactly and copies the summary, then says 复制成功', async () => {
    render(<Steps env={env} />);
    fireEvent.click(within(label(0, 0)).getByRole('button', { name: 'XS2026110000007' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('XS2026110000007 上海宏达化工有限公司 不含税 100000'));
    expect(env.notices).toEqual([{ kind: 'success', text: '复制成功' }]);
  });

  it('a label with a condition is a link only where it holds, and navigates there with the row’s id', () => {
    render(<Steps env={env} />);
    fireEvent.click(within(label(0, 1)).getByRole('button', { name: 'XS2026110000007' }));
    expect(navigate).toHaveBeenCalledWith('/contract/sales/form?data_id=7');
    expect(within(label(1, 1)).queryByRole('button')).toBeNull();
    expect(label(1, 1).textContent).toBe('XS2026110000009');
  });

  it('按客户筛选 filters the list by the row’s customer and says so with what the cell shows', async () => {
    render(<Steps env={env} />);
    fireEvent.click(within(label(1, 2)).getByRole('button', { name: '宁波港务贸易有限公司' }));
    await waitFor(() => expect(probedWhere()).toEqual({ customer_name: '宁波港务贸易有限公司' }));
    expect(env.notices).toEqual([{ kind: 'success', text: '已按客户筛选：宁波港务贸易有限公司' }]);
  });

  it('a guard stops the program on a large contract; a small one is copied as it shows', async () => {
    render(<Steps env={env} />);
    fireEvent.click(within(label(0, 3)).getByRole('button'));
    await waitFor(() => expect(env.notices).toEqual([{ kind: 'warning', text: '大额合同请线下核对' }]));
    expect(writeText).not.toHaveBeenCalled();
    fireEvent.click(within(label(1, 3)).getByRole('button', { name: '5,650.00' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('5,650.00'));
  });

  it('speaks English where the program has English', async () => {
    const english = createFakeEnv(() => null, 'en');
    render(<StepsEnglish env={english} />);
    fireEvent.click(within(label(0, 2)).getByRole('button'));
    await waitFor(() => expect(english.notices).toEqual([{ kind: 'success', text: 'Filtered by customer: 上海宏达化工有限公司' }]));
  });
});

describe('function buttons written as steps (issue 23)', () => {
  it('复制联系人 copies the selected rows that have a phone, one a line', async () => {
    render(<Steps env={env} />);
    fireEvent.click(screen.getByTestId('toolbar-button-copy_contacts'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('上海宏达化工有限公司 13900001111'));
    expect(env.notices).toEqual([{ kind: 'success', text: '复制成功' }]);
  });

  it('处理完成 says how many, clears the selection and reloads the list', async () => {
    render(<Steps env={env} />);
    fireEvent.click(screen.getByTestId('toolbar-button-done'));
    await waitFor(() => expect(screen.getByTestId('probe-refreshes').textContent).toBe('1'));
    expect(env.notices).toEqual([{ kind: 'success', text: '已处理 2 份合同' }]);
  });

  it('without a selection the buttons wait for one, and nothing runs', () => {
    render(<NothingSelected env={env} />);
    const button = screen.getByTestId('toolbar-button-copy_contacts');
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    expect(writeText).not.toHaveBeenCalled();
    expect(env.notices).toEqual([]);
  });
});
