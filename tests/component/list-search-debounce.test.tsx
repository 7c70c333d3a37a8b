import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderSchema } from '../../registry';
import { SEARCH_RELOAD_DEBOUNCE_MS } from '../../renderers/core/list-timing';
import { createFakeEnv, FakeEnvFrame, pagedContracts, type FakeEnv } from '../../stories/fake-env';
import { contractListWithSections } from '../../stories/list-with-sections';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The list calls' where conditions, in order. */
const wheres = (env: FakeEnv) => env.calls.filter((call) => call.url.endsWith('/index')).map((call) => call.options.query?.where ?? null);

describe('a search change reloads the list 50 ms later (spec 001 §9 search reload debounce)', () => {
  it('two tab clicks within 50 ms are one call, with the last tab; a page change loads at once', async () => {
    const env = createFakeEnv(pagedContracts(128));
    render(
      <FakeEnvFrame env={env}>
        <RenderSchema schema={contractListWithSections} />
      </FakeEnvFrame>,
    );
    await screen.findByText('XS2026110000001', {}, { timeout: 10_000 });
    await waitFor(() => expect(wheres(env)).toHaveLength(1));
    const nextPage = await screen.findByTitle('2');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('tab', { name: /已完成/ }));
    act(() => vi.advanceTimersByTime(SEARCH_RELOAD_DEBOUNCE_MS - 1));
    expect(wheres(env)).toHaveLength(1);
    fireEvent.click(screen.getByRole('tab', { name: /审批中/ }));
    act(() => vi.advanceTimersByTime(SEARCH_RELOAD_DEBOUNCE_MS - 1));
    expect(wheres(env)).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    // Only that one: nothing more comes for the first tab.
    await act(async () => {
      vi.advanceTimersByTime(SEARCH_RELOAD_DEBOUNCE_MS * 10);
    });
    vi.useRealTimers();
    await waitFor(() => expect(wheres(env)).toHaveLength(2));
    expect(JSON.stringify(wheres(env)[1])).toContain('"status":["in",[1]]');

    // The next page is no search change: its call goes at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(nextPage);
    });
    expect(wheres(env)).toHaveLength(3);
  });
});
