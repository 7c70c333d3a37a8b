import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeUrl } from '../../rules';
import * as stories from '../../stories/cell-labels.stories';
import { probedWhere } from '../../stories/list-probe';

const { AllTypes, English } = composeStories(stories);
const cell = (index: number) => screen.getByTestId(`label-${index}`);

afterEach(() => vi.restoreAllMocks());

function mockClipboard() {
  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}

describe('cell labels', () => {
  it('html: markup shows, but scripts, event handlers and javascript: links are stripped', () => {
    render(<AllTypes />);
    const html = cell(0);
    expect(html.querySelector('b')?.textContent).toBe('加急');
    expect(html.querySelector('script')).toBeNull();
    const img = html.querySelector('img');
    expect(img).not.toBeNull();
    expect(img?.getAttribute('onerror')).toBeNull();
    expect(html.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(html.innerHTML).not.toMatch(/onerror|javascript:|<script/i);
    expect((window as unknown as { __hacked?: number }).__hacked).toBeUndefined();
  });

  it('array: a list as tags; with options and display text, labels joined by " ; "', () => {
    render(<AllTypes />);
    expect(within(cell(1)).getByText('电解铜')).toBeTruthy();
    expect(within(cell(1)).getByText('螺纹钢')).toBeTruthy();
    expect(cell(2).textContent).toBe('重点 ; 长期');
  });

  it('component: the value opens the registered renderer in a dialog with the row', async () => {
    render(<AllTypes />);
    fireEvent.click(within(cell(3)).getByRole('button', { name: 'XS2026110000007' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('合同详情')).toBeTruthy();
    expect((await within(dialog).findByTestId('row-detail')).textContent).toBe('详情：XS2026110000007');
  });

  it('newpage: a new-tab link with the row values URL-encoded', () => {
    render(<AllTypes />);
    const link = within(cell(4)).getByRole('link', { name: '上海宏达化工有限公司' });
    expect(link.getAttribute('href')).toBe(`https://crm.example.com/customer?name=${encodeURIComponent('上海宏达化工有限公司')}&id=7`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('image: thumbnails only for http(s) addresses', () => {
    render(<AllTypes />);
    const images = cell(5).querySelectorAll('img');
    expect([...images].map((img) => img.getAttribute('src'))).toEqual(['https://img.example.com/a.png']);
  });

  it('currentpage: a link to the row\'s address that a plain click opens in this tab (issue 41 item 11)', () => {
    const navigate = vi.fn();
    render(<AllTypes navigate={navigate} />);
    const link = within(cell(6)).getByRole('link', { name: 'XS2026110000007' });
    expect(link.getAttribute('href')).toBe('/contract/detail?id=7');
    // A new-tab click (Ctrl, middle button) is the browser's: the app does not navigate.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    fireEvent.click(link, { button: 1 });
    expect(navigate).not.toHaveBeenCalled();
    // A plain click is the app's: no page load (the default is prevented), the app navigates.
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/contract/detail?id=7');
  });

  it('search: clicking the value filters the list by it', async () => {
    render(<AllTypes />);
    fireEvent.click(within(cell(7)).getByRole('button', { name: '上海宏达化工有限公司' }));
    await waitFor(() => expect(probedWhere()).toEqual({ customer_name: '上海宏达化工有限公司' }));
  });

  it('function copy: copies and says 复制成功; an unknown function name is plain text', async () => {
    const writeText = mockClipboard();
    const onSuccess = vi.fn();
    render(<AllTypes onSuccess={onSuccess} />);
    await act(async () => fireEvent.click(within(cell(8)).getByRole('button', { name: 'XS2026110000007' })));
    expect(writeText).toHaveBeenCalledWith('XS2026110000007');
    expect(onSuccess).toHaveBeenCalledWith('复制成功');
    expect(within(cell(9)).queryByRole('button')).toBeNull();
    expect(cell(9).textContent).toBe('XS2026110000007');
  });

  it('copy: a copy icon after the formatted value; the message 复制成功 shows', async () => {
    const writeText = mockClipboard();
    const onSuccess = vi.fn();
    render(<AllTypes onSuccess={onSuccess} />);
    expect(cell(10).textContent).toContain('125,000.50');
    await act(async () => fireEvent.click(within(cell(10)).getByRole('button', { name: '复制' })));
    expect(writeText).toHaveBeenCalledWith('125,000.50');
    expect(onSuccess).toHaveBeenCalledWith('复制成功');
  });

  it('a column without label type or copy gets no label (the field cell renders)', () => {
    render(<AllTypes />);
    expect(cell(11).textContent).toBe('(field cell)');
  });

  it('function openDetail navigates to the configured path; function filter sets the configured where key', async () => {
    const navigate = vi.fn();
    render(<AllTypes navigate={navigate} />);
    fireEvent.click(within(cell(12)).getByRole('link', { name: 'XS2026110000007' }));
    expect(navigate).toHaveBeenCalledWith('/contract/detail/7');
    fireEvent.click(within(cell(13)).getByRole('button', { name: '上海宏达化工有限公司' }));
    await waitFor(() => expect(probedWhere()).toEqual({ customer: '上海宏达化工有限公司' }));
  });

  it('misconfigured labels stay plain text: an unregistered component, a javascript: new page, a current page off the site', () => {
    render(<AllTypes />);
    for (const index of [14, 15, 16]) {
      expect(within(cell(index)).queryByRole('button')).toBeNull();
      expect(within(cell(index)).queryByRole('link')).toBeNull();
    }
    expect(cell(14).textContent).toBe('XS2026110000007');
    expect(cell(15).textContent).toBe('上海宏达化工有限公司');
  });

  it('English: the copy icon is named Copy', () => {
    render(<English />);
    expect(within(cell(10)).getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('safeUrl: http(s) and site paths only', () => {
    expect(safeUrl('https://a.example.com/x')).toBe('https://a.example.com/x');
    expect(safeUrl('/contract/1')).toBe('/contract/1');
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', '//evil.com/x', 'data:text/html,x', '/\\evil.com', 'java\tscript:x', '']) {
      expect(safeUrl(bad)).toBeNull();
    }
  });
});
