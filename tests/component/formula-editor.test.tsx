import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formulaOfItems, itemsOfFormula } from '../../renderers/formula-editor';
import * as stories from '../../stories/formula-editor.stories';

const { Empty, TaxSplit, Dialog, English } = composeStories(stories);
const editor = () => screen.findByTestId('formula-editor', {}, { timeout: 10_000 });
/** The items shown, each tag's own text (without its close icon). */
const items = () => [...screen.getByRole('group', { name: '公式' }).querySelectorAll('.ant-tag')].map((tag) => tag.childNodes[0]?.textContent);
/** A button's name as antd shows it (two Chinese characters get a space between them). */
const named = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

describe('formula items', () => {
  it('a formula text reads as variable and symbol items and back', () => {
    expect(itemsOfFormula('price / (1 + tax_rate)')).toEqual([
      { type: 1, value: 'price' }, { type: 2, value: '/' }, { type: 2, value: '(' }, { type: 2, value: '1' }, { type: 2, value: '+' }, { type: 1, value: 'tax_rate' }, { type: 2, value: ')' },
    ]);
    expect(formulaOfItems(itemsOfFormula('price / (1 + tax_rate)')!)).toBe('price / (1 + tax_rate)');
    expect(itemsOfFormula('price.constructor')).toBeNull();
  });
});

describe('formula-editor', () => {
  it('builds a formula from variables, operators and numbers, and says whether it holds', async () => {
    render(<Empty />);
    const root = within(await editor());
    expect(root.getByText('点击下方的变量和运算符组成公式')).toBeTruthy();
    fireEvent.click(root.getByRole('button', { name: named('单价') }));
    fireEvent.click(root.getByRole('button', { name: '*' }));
    expect(root.getByRole('status').textContent).toBe('公式配置有误，请检查');
    fireEvent.change(root.getByRole('textbox', { name: '数字' }), { target: { value: '1.13' } });
    fireEvent.click(root.getByRole('button', { name: named('添加数字') }));
    expect(root.getByRole('status').textContent).toBe('公式正确');
    expect(items()).toEqual(['单价', '×', '1.13']);
    fireEvent.click(root.getByRole('button', { name: named('退格') }));
    expect(items()).toEqual(['单价', '×']);
  });

  it('a stored formula shows as its items; an item can be removed', async () => {
    render(<TaxSplit />);
    await editor();
    expect(items()).toEqual(['单价', '÷', '(', '1', '+', '税率', ')']);
    fireEvent.click(screen.getByLabelText('删除 税率'));
    await waitFor(() => expect(items()).toEqual(['单价', '÷', '(', '1', '+', ')']));
    expect(screen.getByRole('status').textContent).toBe('公式配置有误，请检查');
  });

  it('in a dialog 确定 hands the formula back (only a valid one)', async () => {
    render(<Dialog />);
    fireEvent.click(await screen.findByRole('button', { name: '编辑公式' }, { timeout: 10_000 }));
    const root = within(await editor());
    fireEvent.click(root.getByRole('button', { name: '-' }));
    expect((root.getByRole('button', { name: /确\s*定/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(root.getByRole('button', { name: named('数量') }));
    fireEvent.click(root.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.getByTestId('formula').textContent).toBe('price * quantity - quantity'));
  });

  it('English', async () => {
    render(<English />);
    const root = within(await editor());
    expect(root.getByRole('button', { name: 'Unit price' })).toBeTruthy();
    expect(root.getByRole('status').textContent).toBe('The formula is valid');
  });
});
