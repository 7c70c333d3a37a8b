import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeEnv } from '../../stories/fake-env';
import * as stories from '../../stories/price-split.stories';

const { TaxSplit, Empty, Cyclic, English } = composeStories(stories);
const named = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);
const result = () => screen.getByTestId('result').textContent;

async function openSplit(opener: RegExp | string = named('价格拆分')) {
  fireEvent.click(await screen.findByRole('button', { name: opener }, { timeout: 10_000 }));
  return within(await screen.findByTestId('price-split', {}, { timeout: 10_000 }));
}

describe('price-split', () => {
  it('shows the sub-items with their formulas in labels; 确定 hands them back', async () => {
    render(<TaxSplit />);
    const split = await openSplit();
    expect(split.getByTestId('split-formula-1').textContent).toBe('单价 / (1 + 税率)');
    expect(split.getByTestId('split-formula-2').textContent).toBe('单价 - 不含税单价');
    fireEvent.click(split.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(JSON.parse(result()!)).toEqual(stories.TAX_SPLIT));
  });

  it('a sub-item another formula reads cannot be deleted (当前列被公式引入中，不允许删除)', async () => {
    const env = createFakeEnv(() => null);
    render(<TaxSplit env={env} />);
    const split = await openSplit();
    fireEvent.click(split.getByRole('button', { name: '删除 1' }));
    expect(env.notices).toEqual([{ kind: 'warning', text: '当前列被公式引入中，不允许删除' }]);
    expect(split.getByTestId('split-formula-1')).toBeTruthy();
    fireEvent.click(split.getByRole('button', { name: '删除 2' }));
    await waitFor(() => expect(split.queryByTestId('split-formula-2')).toBeNull());
  });

  it('at least two sub-items (至少需要新增两个字段); a formula is set in the formula editor and checked with every variable 1', async () => {
    const env = createFakeEnv(() => null);
    render(<Empty env={env} />);
    const split = await openSplit();
    fireEvent.click(split.getByRole('button', { name: named('新增') }));
    fireEvent.click(split.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(env.notices.map((n) => n.text)).toContain('至少需要新增两个字段'));
    fireEvent.click(split.getByRole('button', { name: named('新增') }));
    fireEvent.click(split.getByRole('button', { name: '编辑公式 1' }));
    const editor = within(await screen.findByTestId('formula-editor', {}, { timeout: 10_000 }));
    fireEvent.click(editor.getByRole('button', { name: named('单价') }));
    fireEvent.click(editor.getByRole('button', { name: '/' }));
    fireEvent.click(editor.getByRole('button', { name: named('数量') }));
    fireEvent.click(editor.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(split.getByTestId('split-formula-1').textContent).toBe('单价 / 数量'));
    fireEvent.click(split.getByRole('switch', { name: '是否合计 1' }));
    fireEvent.click(split.getByRole('button', { name: named('确定') }));
    await waitFor(() =>
      expect(JSON.parse(result()!)).toEqual([
        { key: 'split_1', label: '子项1', formula: 'price / quantity', isSummary: true },
        { key: 'split_2', label: '子项2' },
      ]),
    );
  });

  it('sub-items that read each other: 第1、2行公式存在循环引用，请检查, and the dialog stays', async () => {
    const env = createFakeEnv(() => null);
    render(<Cyclic env={env} />);
    const split = await openSplit();
    fireEvent.click(split.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(env.notices.map((n) => n.text)).toContain('第1、2行公式存在循环引用，请检查'));
    expect(result()).toBe('none');
  });

  it('English', async () => {
    render(<English />);
    const split = await openSplit('Split');
    expect(split.getByTestId('split-formula-1').textContent).toBe('Unit price / (1 + Tax rate)');
  });
});
