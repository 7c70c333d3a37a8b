import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { probedWhere } from '../../stories/list-probe';
import * as stories from '../../stories/action-steps.stories';
import { createFakeEnv } from '../../stories/fake-env';

const { DeclaredFilter, UndeclaredFilter, UndeclaredFilterEnglish } = composeStories(stories);
const label = (row: number, column: number) => screen.getByTestId(`step-label-${row}-${column}`);

afterEach(() => vi.restoreAllMocks());

describe('a configured filter on a property the page does not declare (spec 001 §5, §8)', () => {
  it('a declared search field is set: the list filters by it', async () => {
    const env = createFakeEnv(() => null);
    render(<DeclaredFilter env={env} />);
    fireEvent.click(within(label(1, 2)).getByRole('button', { name: '宁波港务贸易有限公司' }));
    await waitFor(() => expect(probedWhere()).toEqual({ customer_name: '宁波港务贸易有限公司' }));
    expect(env.notices).toEqual([{ kind: 'success', text: '已按客户筛选：宁波港务贸易有限公司' }]);
  });

  it('an undeclared one is refused with 不允许设置未预置的属性, logged, and the list keeps its search; the page goes on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const env = createFakeEnv(() => null);
    render(<UndeclaredFilter env={env} />);
    fireEvent.click(within(label(1, 2)).getByRole('button', { name: '宁波港务贸易有限公司' }));
    await waitFor(() => expect(env.notices).toEqual([{ kind: 'error', text: '不允许设置未预置的属性：customer_name' }]));
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ name: 'UndeclaredSearchProperty', property: 'customer_name', access: 'set' }));
    // The program stopped there (its notice after the filter never came) and nothing was filtered.
    expect(probedWhere()).toEqual({});
    // The rest of the page still works.
    expect(within(label(0, 1)).getByRole('button', { name: 'XS2026110000007' })).toBeTruthy();
  });

  it('says it in English', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const env = createFakeEnv(() => null, 'en');
    render(<UndeclaredFilterEnglish env={env} />);
    fireEvent.click(within(label(0, 2)).getByRole('button'));
    await waitFor(() => expect(env.notices).toEqual([{ kind: 'error', text: 'Setting a search property the page does not declare is not allowed: customer_name' }]));
  });
});
