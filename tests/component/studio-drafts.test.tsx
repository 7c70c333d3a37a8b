import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RendererEnv } from '../../registry';
import { DRAFT_SAVE_DELAY_MS, useDrafts, type DraftSubject } from '../../src/pages/studio/use-draft';

// The studio's draft keeping (issue 23) against a fake server: when it keeps, under which name, and how it stands
// aside for a publish. Fake timers: the 800 ms debounce is stepped, never waited for.

interface Sent {
  url: string;
  body?: Record<string, unknown>;
}

function fakeEnv() {
  const sent: Sent[] = [];
  /** Held answers of draft keeps: a test lets each go when it wants. */
  const held: Array<() => void> = [];
  let holdKeeps = false;
  const request = vi.fn((url: string, init: { method?: string; body?: Record<string, unknown> } = {}) => {
    if (init.method === 'POST') sent.push({ url, body: init.body });
    if (url.endsWith('/drafts')) return Promise.resolve([]);
    if (url.endsWith('/draft') && init.method === 'POST') {
      const answer = { name: init.body?.name, definition: init.body?.definition, base_version: null, updated_at: '2026-11-28 03:00:00' };
      if (holdKeeps) return new Promise((resolve) => held.push(() => resolve(answer)));
      return Promise.resolve(answer);
    }
    return Promise.resolve(null);
  });
  const env = { request } as unknown as RendererEnv;
  return { env, sent, held, holdKeeps: (on: boolean) => (holdKeeps = on) };
}

const nameOf = (definition: unknown) => (definition as { code: string }).code;
const text = (code: string, extra = '') => JSON.stringify({ code, name: `规则${extra}` });
const posts = (sent: Sent[]) => sent.map((s) => `${s.url.replace('/api/base/studio/rule/', '')} ${String(s.body?.name)}`);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function step(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('studio drafts (use-draft)', () => {
  it('keeps the text 800 ms after the last change, not before, and not the text it opened with', async () => {
    const fake = fakeEnv();
    const initial: DraftSubject = { name: 'RULE_A', text: text('RULE_A'), baseVersion: 1, loaded: text('RULE_A') };
    const { rerender, result } = renderHook((subject: DraftSubject) => useDrafts(fake.env, '/api/base/studio/rule', nameOf, subject), { initialProps: initial });
    act(() => result.current.reset(initial.text, null, 'RULE_A'));
    await step(DRAFT_SAVE_DELAY_MS * 2);
    expect(posts(fake.sent)).toEqual([]);
    rerender({ ...initial, text: text('RULE_A', '改') });
    await step(DRAFT_SAVE_DELAY_MS - 1);
    expect(posts(fake.sent)).toEqual([]);
    await step(1);
    expect(posts(fake.sent)).toEqual(['draft RULE_A']);
    expect(fake.sent[0].body).toMatchObject({ base_version: 1 });
    // Written back to the published text: the draft goes.
    rerender(initial);
    await step(DRAFT_SAVE_DELAY_MS);
    expect(posts(fake.sent)).toEqual(['draft RULE_A', 'draft/discard RULE_A']);
  });

  it('a stored definition keeps its draft under its own name whatever its text says; a new one renamed leaves no draft behind', async () => {
    const fake = fakeEnv();
    const opened: DraftSubject = { name: 'RULE_A', text: text('RULE_A'), baseVersion: 1, loaded: text('RULE_A') };
    const { rerender, result } = renderHook((subject: DraftSubject) => useDrafts(fake.env, '/api/base/studio/rule', nameOf, subject), { initialProps: opened });
    act(() => result.current.reset(opened.text, null, 'RULE_A'));
    rerender({ ...opened, text: text('RULE_B') });
    await step(DRAFT_SAVE_DELAY_MS);
    expect(posts(fake.sent)).toEqual(['draft RULE_A']);

    const fresh: DraftSubject = { name: null, text: '{}', loaded: '{}' };
    rerender(fresh);
    act(() => result.current.reset('{}', null, null));
    rerender({ ...fresh, text: text('R') });
    await step(DRAFT_SAVE_DELAY_MS);
    rerender({ ...fresh, text: text('RULE_NEW') });
    await step(DRAFT_SAVE_DELAY_MS);
    expect(posts(fake.sent).slice(1)).toEqual(['draft R', 'draft RULE_NEW', 'draft/discard R']);
  });

  it('a publish waits for a keep already sent and nothing is kept while it runs; refused, the edits since are kept', async () => {
    const fake = fakeEnv();
    const opened: DraftSubject = { name: 'RULE_A', text: text('RULE_A'), baseVersion: 1, loaded: text('RULE_A') };
    const { rerender, result } = renderHook((subject: DraftSubject) => useDrafts(fake.env, '/api/base/studio/rule', nameOf, subject), { initialProps: opened });
    act(() => result.current.reset(opened.text, null, 'RULE_A'));
    fake.holdKeeps(true);
    rerender({ ...opened, text: text('RULE_A', '一') });
    await step(DRAFT_SAVE_DELAY_MS);
    expect(fake.held).toHaveLength(1);

    let holding = false;
    // Holding sets no state: it only waits for the keep under way.
    const hold = result.current.hold(true).then(() => (holding = true));
    await step(0);
    expect(holding).toBe(false);
    fake.held[0]();
    await hold;
    expect(holding).toBe(true);

    // While the publish runs, a change is not kept...
    fake.holdKeeps(false);
    rerender({ ...opened, text: text('RULE_A', '二') });
    await step(DRAFT_SAVE_DELAY_MS * 2);
    expect(posts(fake.sent)).toEqual(['draft RULE_A']);
    // ... and once it is refused, it is.
    await act(async () => {
      await result.current.hold(false);
    });
    await step(DRAFT_SAVE_DELAY_MS);
    expect(posts(fake.sent)).toEqual(['draft RULE_A', 'draft RULE_A']);
    expect(fake.sent[1].body?.definition).toMatchObject({ name: '规则二' });
  });

  it('what was not kept yet is sent before another definition opens', async () => {
    const fake = fakeEnv();
    const opened: DraftSubject = { name: 'RULE_A', text: text('RULE_A'), baseVersion: 1, loaded: text('RULE_A') };
    const { rerender, result } = renderHook((subject: DraftSubject) => useDrafts(fake.env, '/api/base/studio/rule', nameOf, subject), { initialProps: opened });
    act(() => result.current.reset(opened.text, null, 'RULE_A'));
    rerender({ ...opened, text: text('RULE_A', '未存') });
    await step(DRAFT_SAVE_DELAY_MS / 2);
    act(() => result.current.reset(text('RULE_B'), null, 'RULE_B'));
    await step(0);
    expect(posts(fake.sent)).toEqual(['draft RULE_A']);
    expect(fake.sent[0].body?.definition).toMatchObject({ name: '规则未存' });
  });
});
