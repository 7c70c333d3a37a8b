import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from '../../stories/status-tabs.stories';
import { probedWhere } from '../../stories/list-probe';

const { WithCounts, ServerCounts, WithoutCounts, English, HideZero, Overflowing, Keyword } = composeStories(stories);

async function tabs() {
  await screen.findByTestId('status-tabs', {}, { timeout: 10_000 });
  return screen.getAllByRole('tab');
}

const selected = () => screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A ResizeObserver that reports each observed element once, as a browser's first observation does. */
class ReportingResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver));
  }
  unobserve() {}
  disconnect() {}
}

describe('status-tabs stories', () => {
  it('WithCounts: an 全部 tab first, each label with its count from statisticsMap, 全部 chosen', async () => {
    render(<WithCounts />);
    expect((await tabs()).map((tab) => tab.textContent)).toEqual(['全部(128)', '草稿(12)', '审批中(30)', '已完成(80)', '已驳回(0)', '已作废(6)']);
    expect(selected()).toEqual(['全部(128)']);
  });

  it('choosing a tab sets the field in where (select: in) and the all tab clears it', async () => {
    render(<WithCounts />);
    await tabs();
    fireEvent.click(screen.getByRole('tab', { name: '审批中(30)' }));
    await waitFor(() => expect(probedWhere()).toEqual({ status: ['in', [1]] }));
    expect(selected()).toEqual(['审批中(30)']);
    fireEvent.click(screen.getByRole('tab', { name: '全部(128)' }));
    await waitFor(() => expect(probedWhere()).toEqual({}));
  });

  it('ServerCounts: the all tab sums the map; a value missing from the map counts 0', async () => {
    render(<ServerCounts />);
    expect((await tabs()).map((tab) => tab.textContent)).toEqual(['全部(17)', '草稿(2)', '审批中(5)', '已完成(9)', '已驳回(0)', '已作废(0)']);
  });

  it('WithoutCounts: labels alone when the list answer carries no statistics', async () => {
    render(<WithoutCounts />);
    expect((await tabs()).map((tab) => tab.textContent)).toEqual(['全部', '草稿', '审批中', '已完成', '已驳回', '已作废']);
  });

  it('HideZero: the zero tab is hidden; the chosen tab follows where and other conditions are kept', async () => {
    render(<HideZero />);
    expect((await tabs()).map((tab) => tab.textContent)).not.toContain('已驳回(0)');
    expect(selected()).toEqual(['审批中(30)']);
    fireEvent.click(screen.getByRole('tab', { name: '已完成(80)' }));
    await waitFor(() => expect(probedWhere()).toEqual({ status: ['in', [2]], amount: ['>=', 1] }));
    fireEvent.click(screen.getByRole('tab', { name: '全部(128)' }));
    await waitFor(() => expect(probedWhere()).toEqual({ amount: ['>=', 1] }));
  });

  it('the keyboard: one tab stop, arrows, Home and End move between tabs', async () => {
    render(<WithCounts />);
    const all = await tabs();
    expect(all.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);
    all[0].focus();
    fireEvent.keyDown(all[0], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(all[1]);
    fireEvent.keyDown(all[1], { key: 'End' });
    expect(document.activeElement).toBe(all[5]);
    fireEvent.keyDown(all[5], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(all[0]);
    fireEvent.keyDown(all[0], { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(all[5]);
  });

  it('Overflowing: scroll arrows appear and move the tabs by 100 px', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    const scrollBy = vi.fn();
    Element.prototype.scrollBy = scrollBy;
    vi.stubGlobal('ResizeObserver', ReportingResizeObserver);
    render(<Overflowing />);
    await tabs();
    fireEvent.click(await screen.findByRole('button', { name: '向右滚动' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 100, behavior: 'smooth' });
    fireEvent.click(screen.getByRole('button', { name: '向左滚动' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -100, behavior: 'smooth' });
  });

  it('tabs that fit have no arrows', async () => {
    vi.stubGlobal('ResizeObserver', ReportingResizeObserver);
    render(<WithCounts />);
    await tabs();
    expect(screen.queryByRole('button', { name: '向右滚动' })).toBeNull();
  });

  it('Keyword: an input tab searches by keyword', async () => {
    render(<Keyword />);
    await tabs();
    fireEvent.click(screen.getByRole('tab', { name: '铜' }));
    await waitFor(() => expect(probedWhere()).toEqual({ goods_name: ['like', '铜'] }));
  });

  it('English: All and English labels', async () => {
    render(<English />);
    expect((await tabs()).map((tab) => tab.textContent).slice(0, 3)).toEqual(['All(128)', 'Draft(12)', 'Pending approval(30)']);
  });
});
