import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLLAPSE_DELAY_MS, outExcludeClassNames } from '../../renderers/core/expand-box';
import * as stories from '../../stories/filter-tags.stories';

const { Overflowing, BadOutExclude, Several } = composeStories(stories);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The tags take 90 px: more than the box's one 30 px line (jsdom lays nothing out). */
function tagsOverflow(height = 90) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(height);
}

const box = () => screen.getByTestId('filter-tags-box');
const expanded = () => box().getAttribute('data-expanded') === 'true';

async function shown(story: JSX.Element) {
  render(story);
  await screen.findByTestId('filter-tags', {}, { timeout: 10_000 });
}

describe('the expand box of the filter tags (spec 001 §4, §9)', () => {
  it('opens on hover and closes 300 ms after the pointer leaves, unless it comes back', async () => {
    tagsOverflow();
    await shown(<Overflowing />);
    const toggle = within(box()).getByRole('button', { name: '展开全部条件' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    vi.useFakeTimers();
    fireEvent.mouseEnter(box());
    expect(expanded()).toBe(true);
    expect(within(box()).getByRole('button', { name: '收起条件' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseLeave(box());
    act(() => vi.advanceTimersByTime(COLLAPSE_DELAY_MS - 1));
    expect(expanded()).toBe(true);
    // Back in before the 300 ms are up: it stays open.
    fireEvent.mouseEnter(box());
    act(() => vi.advanceTimersByTime(COLLAPSE_DELAY_MS * 2));
    expect(expanded()).toBe(true);
    fireEvent.mouseLeave(box());
    act(() => vi.advanceTimersByTime(COLLAPSE_DELAY_MS));
    expect(expanded()).toBe(false);
    expect(within(box()).getByRole('button', { name: '展开全部条件' })).toBeTruthy();
  });

  it('opened by a click it stays when the pointer leaves; a click in an excluded class is not outside, any other is', async () => {
    tagsOverflow();
    await shown(<Overflowing />);
    vi.useFakeTimers();
    fireEvent.click(screen.getAllByRole('listitem')[0]!);
    fireEvent.mouseLeave(box());
    act(() => vi.advanceTimersByTime(COLLAPSE_DELAY_MS * 3));
    expect(expanded()).toBe(true);
    fireEvent.mouseDown(screen.getByTestId('page-popup'));
    expect(expanded()).toBe(true);
    fireEvent.mouseDown(screen.getByRole('button', { name: 'outside' }));
    expect(expanded()).toBe(false);
  });

  it('works from the keyboard: the toggle opens it, Escape closes it and gives the focus back to the toggle', async () => {
    tagsOverflow();
    await shown(<Overflowing />);
    fireEvent.click(within(box()).getByRole('button', { name: '展开全部条件' }));
    expect(expanded()).toBe(true);
    fireEvent.keyDown(screen.getAllByRole('listitem')[0]!, { key: 'Escape' });
    expect(expanded()).toBe(false);
    expect(document.activeElement).toBe(within(box()).getByRole('button', { name: '展开全部条件' }));
  });

  it('tags that fit their line have no toggle and do not open', async () => {
    tagsOverflow(24);
    await shown(<Several />);
    expect(within(box()).queryByRole('button', { name: '展开全部条件' })).toBeNull();
    fireEvent.mouseEnter(box());
    expect(expanded()).toBe(false);
  });

  it('a bad outExcludeClassNames is logged (outExcludeClassNames 配置有误) and ignored: the tags still work', async () => {
    tagsOverflow();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await shown(<BadOutExclude />);
    expect(logged).toHaveBeenCalledWith('outExcludeClassNames 配置有误', '.page-popup');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(within(box()).getByRole('button', { name: '展开全部条件' }));
    fireEvent.mouseDown(screen.getByTestId('page-popup'));
    expect(expanded()).toBe(false);
  });

  it('takes a list of class names and refuses anything else', () => {
    expect(outExcludeClassNames(undefined)).toEqual([]);
    expect(outExcludeClassNames(['page-popup', '_x', '-y2'])).toEqual(['page-popup', '_x', '-y2']);
    for (const bad of ['page-popup', ['.page-popup'], ['a b'], ['2col'], [7], {}, null]) expect(outExcludeClassNames(bad), JSON.stringify(bad)).toBeNull();
  });
});
