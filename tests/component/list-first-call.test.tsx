import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListLoad } from '../../renderers/list-page/use-list-load';
import type { ListQueryState } from '../../renderers/core/list-context';
import { contractListPage } from '../../stories/contract-columns';
import { contractRows, createFakeEnv } from '../../stories/fake-env';

const QUERY: ListQueryState = { page: 1, limit: 15, sort: null, where: { status: ['in', [2]] } };
const source = contractListPage.source;

describe("a list's first call, sent while the page renders", () => {
  it('is sent once when React discards the first render and starts it again: the restarted render takes the call its first try sent', async () => {
    const env = createFakeEnv(() => ({ data: contractRows(2), total: 2 }));
    // The discarded try: it sent the call and never mounted; its answer has come before the render starts again.
    renderHook(() => useListLoad(env, source, {}, null)).result.current.sendEarly(QUERY);
    await act(async () => undefined);
    const restarted = renderHook(() => useListLoad(env, source, {}, null));
    restarted.result.current.sendEarly(QUERY);
    await act(() => restarted.result.current.load(QUERY, false));
    expect(env.calls).toHaveLength(1);
    expect(restarted.result.current.answer.rows).toHaveLength(2);

    // Once the first load has taken it, the next opening of the list asks the server again.
    const reopened = renderHook(() => useListLoad(env, source, {}, null));
    reopened.result.current.sendEarly(QUERY);
    await act(() => reopened.result.current.load(QUERY, false));
    expect(env.calls).toHaveLength(2);
  });

  it('another query is another call', async () => {
    const env = createFakeEnv(() => ({ data: [], total: 0 }));
    renderHook(() => useListLoad(env, source, {}, null)).result.current.sendEarly(QUERY);
    renderHook(() => useListLoad(env, source, {}, null)).result.current.sendEarly({ ...QUERY, page: 2 });
    expect(env.calls.map((call) => call.options.query?.page)).toEqual([1, 2]);
  });
});
