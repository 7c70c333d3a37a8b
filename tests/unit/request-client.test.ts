import { onlineManager } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiCodeError } from '../../registry';
import { createRequestClient, PREFETCH_TTL_MS, type RequestUi } from '../../src/services/request/client';

type Answer = { status?: number; body?: unknown; headers?: Record<string, string>; text?: string } | Error;

/** A client over a fake fetch answering `answers` in turn, with every UI effect recorded. */
function setup(answers: Answer[] | ((url: string) => Answer), relogin = false) {
  const calls: { url: string; init: RequestInit }[] = [];
  const seen: string[] = [];
  const ui: RequestUi = {
    toast: (text) => void seen.push(`toast:${text}`),
    networkError: () => void seen.push('network'),
    systemError: () => void seen.push('system'),
    loggedOut: (text) => void seen.push(`loggedOut:${text ?? ''}`),
    relogin: async () => {
      seen.push('relogin');
      return relogin;
    },
    riskBlocked: (items) => void seen.push(`risk:${items.map((i) => `${i.trigger_control_type}#${i.id}`).join(',')}`),
    passwordExpired: (text) => void seen.push(`password:${text ?? ''}`),
  };
  let n = 0;
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    const answer = typeof answers === 'function' ? answers(url) : answers[Math.min(n++, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    const text = answer.text ?? JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200, headers: { 'content-type': 'application/json', ...answer.headers } });
  }) as typeof globalThis.fetch;
  const request = createRequestClient({ headers: () => ({ authorization: 'Bearer t' }), ui, fetch, bases: { '/api/contract': 'http://contract.test' } });
  return { request, calls, seen };
}

const ok = (data: unknown) => ({ body: { code: 2000, msg: 'success', data } });

async function rejection(promise: Promise<unknown>): Promise<ApiCodeError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiCodeError) return error;
    throw error;
  }
  throw new Error('did not reject');
}

describe('the error catalogue (spec 000 §8), row by row', () => {
  it('2000-2999: the data', async () => {
    const { request, seen } = setup([ok({ a: 1 })]);
    await expect(request('/api/x')).resolves.toEqual({ a: 1 });
    expect(seen).toEqual([]);
  });

  it('4000: the re-login dialog, then the original request again', async () => {
    const { request, calls, seen } = setup([{ body: { code: 4000, msg: '请重新登录' } }, ok('second')], true);
    await expect(request('/api/x', { method: 'POST', body: { n: 1 } })).resolves.toBe('second');
    expect(seen).toEqual(['relogin']);
    expect(calls).toHaveLength(2);
    expect(calls[1].init.body).toBe(calls[0].init.body);
  });

  it('4000 with the dialog cancelled: rejected, not retried', async () => {
    const { request, calls } = setup([{ body: { code: 4000, msg: 'x' } }, ok('no')], false);
    expect((await rejection(request('/api/x'))).code).toBe(4000);
    expect(calls).toHaveLength(1);
  });

  it.each([4001, 4002, 4005, 4010, 4101])('%i: the logged-out confirm with the server message', async (code) => {
    const { request, seen } = setup([{ body: { code, msg: '登录已失效' } }]);
    expect((await rejection(request('/api/x'))).code).toBe(code);
    expect(seen).toEqual(['loggedOut:登录已失效']);
  });

  it('4001 without a message: the confirm with the default text (the UI supplies it)', async () => {
    const { request, seen } = setup([{ body: { code: 4001, msg: '' } }]);
    await rejection(request('/api/x'));
    expect(seen).toEqual(['loggedOut:']);
  });

  it.each([50008, 50012, 50014])('%i on account/info: the logged-out confirm; elsewhere: a toast', async (code) => {
    const info = setup([{ body: { code, msg: '令牌无效' } }]);
    await rejection(info.request('/api/access/account/info'));
    expect(info.seen).toEqual(['loggedOut:令牌无效']);
    const other = setup([{ body: { code, msg: '令牌无效' } }]);
    await rejection(other.request('/api/access/account/perms'));
    expect(other.seen).toEqual([`toast:令牌无效（code: ${code}）`]);
  });

  it('3010: each breakdown then each warning item; rejected', async () => {
    const data = {
      warning: [{ id: 7, prompt_content_result: '金额超过开票限额', trigger_control_type: 'warning' }],
      breakdown: [{ id: 3, prompt_content_result: '超出信用额度', trigger_control_type: 'block' }],
    };
    const { request, seen } = setup([{ body: { code: 3010, msg: '风控拦截', data } }]);
    const error = await rejection(request('/api/x', { method: 'POST', body: {} }));
    expect(error.code).toBe(3010);
    expect(error.data).toEqual(data);
    expect(seen).toEqual(['risk:block#3,warning#7']);
  });

  it('2888: back to the caller with the warnings, nothing shown', async () => {
    const data = { warning: [{ id: 9 }] };
    const { request, seen } = setup([{ body: { code: 2888, msg: '请确认', data } }]);
    const error = await rejection(request('/api/x'));
    expect([error.code, error.data]).toEqual([2888, data]);
    expect(seen).toEqual([]);
  });

  it('9999: the change-password alert', async () => {
    const { request, seen } = setup([{ body: { code: 9999, msg: '密码已过期' } }]);
    expect((await rejection(request('/api/access/account/info'))).code).toBe(9999);
    expect(seen).toEqual(['password:密码已过期']);
  });

  it('another code with a message: a toast in the template, unless messageHide', async () => {
    const shown = setup([{ body: { code: 4420, msg: '未知的查询字段：x' } }]);
    const error = await rejection(shown.request('/api/x'));
    expect([error.code, error.message]).toEqual([4420, '未知的查询字段：x']);
    expect(shown.seen).toEqual(['toast:未知的查询字段：x（code: 4420）']);
    const hidden = setup([{ body: { code: 4420, msg: '未知的查询字段：x' } }]);
    await rejection(hidden.request('/api/x', { messageHide: true }));
    expect(hidden.seen).toEqual([]);
  });

  it('another code without a message: the answer comes back with its headers', async () => {
    const { request, seen } = setup([{ body: { code: 4300, msg: '', data: { x: 1 } }, headers: { 'x-trace': 'abc' } }]);
    const answer = await request<{ code: number; data: unknown; headers: Headers }>('/api/x');
    expect([answer.code, answer.data, answer.headers.get('x-trace')]).toEqual([4300, { x: 1 }, 'abc']);
    expect(seen).toEqual([]);
  });

  it('a network error: the network toast, code -1', async () => {
    const { request, seen } = setup([new TypeError('fetch failed')]);
    expect((await rejection(request('/api/x'))).code).toBe(-1);
    expect(seen).toEqual(['network']);
  });

  it('another HTTP failure without an envelope: logged, the system toast, code -2', async () => {
    const { request, seen } = setup([{ status: 502, text: '<html>bad gateway</html>', headers: { 'content-type': 'text/html' } }]);
    expect((await rejection(request('/api/x'))).code).toBe(-2);
    expect(seen).toEqual(['system']);
  });

  it('an HTTP failure that carries an envelope is read as that envelope', async () => {
    const { request, seen } = setup([{ status: 500, body: { code: 5000, msg: '系统异常，请联系管理员', data: null } }]);
    expect((await rejection(request('/api/x'))).code).toBe(5000);
    expect(seen).toEqual(['toast:系统异常，请联系管理员（code: 5000）']);
  });
});

describe('the request client', () => {
  it('identical GETs with a cacheTimer share one call; others do not', async () => {
    const { request, calls } = setup(() => ok([1, 2]));
    const [a, b] = await Promise.all([request('/api/x', { query: { a: 1, b: 2 }, cacheTimer: 10_000 }), request('/api/x', { query: { b: 2, a: 1 }, cacheTimer: 10_000 })]);
    expect(a).toEqual(b);
    await request('/api/x', { query: { a: 1, b: 2 }, cacheTimer: 10_000 });
    expect(calls).toHaveLength(1);
    await request('/api/x', { query: { a: 1, b: 2 } });
    await request('/api/x', { query: { a: 1, b: 3 }, cacheTimer: 10_000 });
    expect(calls).toHaveLength(3);
  });

  it('sends each base address to its own origin', async () => {
    const { request, calls } = setup(() => ok(null));
    await request('/api/contract/sales_contract/index');
    await request('/api/access/account/status');
    expect(calls.map((c) => c.url)).toEqual(['http://contract.test/api/contract/sales_contract/index', '/api/access/account/status']);
  });

  it('downloads come back as a Blob', async () => {
    const { request } = setup([{ text: 'PK\u0003\u0004', headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }]);
    const blob = await request<Blob>('/api/x/export', { responseType: 'blob' });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('PK\u0003\u0004');
  });

  it('a download named by Content-Disposition comes back as a File of that name (RFC 6266 filename* first)', async () => {
    const { request } = setup([
      { text: 'PK', headers: { 'content-type': 'application/octet-stream', 'content-disposition': `attachment; filename="_____.xlsx"; filename*=UTF-8''${encodeURIComponent('销售合同-1.xlsx')}` } },
    ]);
    const file = await request<Blob>('/api/x/export', { responseType: 'blob' });
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('销售合同-1.xlsx');
  });

  it('a download answered with an envelope (charset or not) is the envelope: its data, its message, or its error', async () => {
    const json = { 'content-type': 'application/json; charset=utf-8' };
    const messages: string[] = [];
    const { request, seen } = setup([{ body: { code: 2000, msg: '已转为后台导出', data: { job_id: 3 } }, headers: json }, { body: { code: 4403, msg: '无权操作' }, headers: json }]);
    await expect(request('/api/x/export', { responseType: 'blob', onMessage: (m) => messages.push(m) })).resolves.toEqual({ job_id: 3 });
    expect(messages).toEqual(['已转为后台导出']);
    expect((await rejection(request('/api/x/export', { responseType: 'blob' }))).code).toBe(4403);
    expect(seen).toEqual(['toast:无权操作（code: 4403）']);
  });

  it('a query written into the address travels as the call’s query (sealed with it when encryption is on)', async () => {
    const { request, calls } = setup(() => ok(null));
    await request('/api/base/job/download?id=5', { query: { perms_id: 3 } });
    expect(calls[0].url).toBe('/api/base/job/download?id=5&perms_id=3');
  });

  it('a stream is read chunk by chunk, each parsed as JSON, a chunk split across reads kept whole', async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of ['{"done":1,"to', 'tal":3}\n\n{"done":2,"total":3}\n', '\ndata: {"done":3,"total":3}\n\n']) controller.enqueue(encoder.encode(part));
        controller.close();
      },
    });
    const fetch = (async () => new Response(body, { headers: { 'content-type': 'text/event-stream' } })) as typeof globalThis.fetch;
    const ui = { toast: vi.fn(), networkError: vi.fn(), systemError: vi.fn(), loggedOut: vi.fn(), relogin: vi.fn(), riskBlocked: vi.fn(), passwordExpired: vi.fn() };
    const request = createRequestClient({ headers: () => ({}), ui, fetch });
    const chunks: unknown[] = [];
    await request.stream('/api/base/sse/progress', { method: 'POST', body: { steps: 3 }, onChunk: (c) => chunks.push(c) });
    expect(chunks).toEqual([{ done: 1, total: 3 }, { done: 2, total: 3 }, { done: 3, total: 3 }]);
  });
});

describe('the GET cache (cacheTimer)', () => {
  it('shared while under way, then kept until cacheTimer has passed since its answer; a failure is never served again', async () => {
    vi.useFakeTimers();
    try {
      const { request, calls, seen } = setup([ok(1), ok(2), { body: { code: 4420, msg: '参数错误' } }, ok(3)]);
      const [a, b] = await Promise.all([request('/api/x', { query: { a: 1 }, cacheTimer: 1000 }), request('/api/x', { query: { a: 1 }, cacheTimer: 1000 })]);
      expect([a, b, calls.length]).toEqual([1, 1, 1]);
      vi.advanceTimersByTime(999);
      await expect(request('/api/x', { query: { a: 1 }, cacheTimer: 1000 })).resolves.toBe(1);
      vi.advanceTimersByTime(2);
      await expect(request('/api/x', { query: { a: 1 }, cacheTimer: 1000 })).resolves.toBe(2);
      expect(calls).toHaveLength(2);
      expect((await rejection(request('/api/y', { cacheTimer: 1000 }))).code).toBe(4420);
      expect(seen.filter((text) => text.startsWith('toast'))).toHaveLength(1);
      await expect(request('/api/y', { cacheTimer: 1000 })).resolves.toBe(3);
      expect(calls).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a write leaves cacheTimer answers (lookups) for their time', async () => {
    const { request, calls } = setup([ok('lookup'), ok({ saved: true }), ok('again')]);
    await request('/api/lookups', { cacheTimer: 60_000 });
    await request('/api/lease/add', { method: 'POST', body: {} });
    await expect(request('/api/lookups', { cacheTimer: 60_000 })).resolves.toBe('lookup');
    expect(calls).toHaveLength(2);
  });

  it('a GET goes out though the browser says it is offline: the transport’s network error is the answer, never a wait', async () => {
    onlineManager.setOnline(false);
    try {
      const { request, calls } = setup([ok('sent')]);
      await expect(request('/api/x', { query: { a: 1 } })).resolves.toBe('sent');
      expect(calls).toHaveLength(1);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('a GET that takes a prefetched or shared answer hears the message it came with', async () => {
    const { request, calls } = setup([{ body: { code: 2000, msg: '已加载', data: { n: 1 } } }]);
    void request.prefetch('/api/x', { a: 1 });
    const heard: string[] = [];
    await expect(request('/api/x', { query: { a: 1 }, onMessage: (text) => heard.push(text) })).resolves.toEqual({ n: 1 });
    await expect(request('/api/x', { query: { a: 1 }, onMessage: (text) => heard.push(text) })).resolves.toEqual({ n: 1 });
    expect(heard).toEqual(['已加载', '已加载']);
    expect(calls).toHaveLength(1);
  });

  it('identical plain GETs under way share one call', async () => {
    const { request, calls } = setup([ok({ n: 1 }), ok({ n: 2 })]);
    const [a, b] = await Promise.all([request('/api/x', { query: { a: 1 } }), request('/api/x', { query: { a: 1 } })]);
    expect([a, b]).toEqual([{ n: 1 }, { n: 1 }]);
    expect(calls).toHaveLength(1);
    // Answered, it is not kept: the next one asks.
    await expect(request('/api/x', { query: { a: 1 } })).resolves.toEqual({ n: 2 });
  });
});

describe('prefetched GETs (a page opening asks everything at once)', () => {
  it('identical requests within the prefetch’s ttl of its answer take it; after that they ask again', async () => {
    vi.useFakeTimers();
    try {
      const { request, calls } = setup([ok({ n: 1 }), ok({ n: 2 })]);
      request.prefetch('/api/base/view/list', { table_key: 'menu-301', perms_id: 301 });
      await expect(request('/api/base/view/list', { query: { perms_id: 301, table_key: 'menu-301' } })).resolves.toEqual({ n: 1 });
      // A render React throws away and does again takes the same answer.
      await expect(request('/api/base/view/list', { query: { perms_id: 301, table_key: 'menu-301' } })).resolves.toEqual({ n: 1 });
      expect(calls).toHaveLength(1);
      vi.advanceTimersByTime(PREFETCH_TTL_MS + 1);
      await expect(request('/api/base/view/list', { query: { perms_id: 301, table_key: 'menu-301' } })).resolves.toEqual({ n: 2 });
      expect(calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a list prefetched for 3 s: arrived() and the render take it within that; a refresh the user asked for never does', async () => {
    vi.useFakeTimers();
    try {
      const { request, calls } = setup([ok({ n: 1 }), ok({ n: 2 }), ok({ n: 3 })]);
      await request.prefetch('/api/list', { page: 1 }, 3000);
      expect(request.arrived('/api/list', { page: 1 })).toEqual({ n: 1 });
      vi.advanceTimersByTime(2999);
      expect(request.arrived('/api/list', { page: 1 })).toEqual({ n: 1 });
      await expect(request('/api/list', { query: { page: 1 } })).resolves.toEqual({ n: 1 });
      expect(calls).toHaveLength(1);
      await expect(request('/api/list', { query: { page: 1 }, fresh: true })).resolves.toEqual({ n: 2 });
      expect(calls).toHaveLength(2);
      // Past its ttl, the page opened again sends it again.
      vi.advanceTimersByTime(2);
      await expect(request.prefetch('/api/list', { page: 1 }, 3000)).resolves.toEqual({ n: 3 });
      expect(calls).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('other params, a POST or an expired prefetch ask the server themselves', async () => {
    vi.useFakeTimers();
    try {
      const { request, calls } = setup(() => ok('fresh'));
      request.prefetch('/api/x', { a: 1 });
      await request('/api/x', { query: { a: 2 } });
      await request('/api/x', { method: 'POST', query: { a: 1 } });
      expect(calls).toHaveLength(3);
      vi.advanceTimersByTime(10_001);
      await request('/api/x', { query: { a: 1 } });
      expect(calls).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed prefetch is quiet, and the request that takes it asks again with its own error handling', async () => {
    const { request, calls, seen } = setup([{ body: { code: 4420, msg: '参数错误' } }, { body: { code: 4420, msg: '参数错误' } }]);
    request.prefetch('/api/x', { a: 1 });
    await Promise.resolve();
    expect(seen).toEqual([]);
    expect((await rejection(request('/api/x', { query: { a: 1 } }))).code).toBe(4420);
    expect(calls).toHaveLength(2);
    expect(seen.filter((s) => s.startsWith('toast'))).toHaveLength(1);
  });

  it('a prefetch hands its caller the answer without taking it; starting it again sends nothing', async () => {
    const { request, calls } = setup([ok({ n: 1 }), ok({ n: 2 })]);
    const answer = request.prefetch('/api/x', { a: 1 });
    const again = request.prefetch('/api/x', { a: 1 });
    await expect(answer).resolves.toEqual({ n: 1 });
    await expect(again).resolves.toEqual({ n: 1 });
    await expect(request('/api/x', { query: { a: 1 } })).resolves.toEqual({ n: 1 });
    expect(calls).toHaveLength(1);
  });

  it('a prefetch answered by another call sends nothing: a GET made meanwhile waits for that answer, with its message', async () => {
    vi.useFakeTimers();
    try {
      const { request, calls } = setup([ok({ n: 2 })]);
      let bring!: (answer: { value: unknown; message: string }) => void;
      const prefetched = request.prefetch('/api/x', { a: 1 }, 3000, new Promise((resolve) => (bring = resolve)));
      const heard: string[] = [];
      const asked = request('/api/x', { query: { a: 1 }, onMessage: (text) => heard.push(text) });
      bring({ value: { n: 1 }, message: '已加载' });
      await expect(prefetched).resolves.toEqual({ n: 1 });
      await expect(asked).resolves.toEqual({ n: 1 });
      expect(heard).toEqual(['已加载']);
      expect(calls).toHaveLength(0);
      vi.advanceTimersByTime(3001);
      await expect(request('/api/x', { query: { a: 1 } })).resolves.toEqual({ n: 2 });
      expect(calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a prefetch whose other call brings no answer (it failed, or not this one) is asked alone', async () => {
    const { request, calls } = setup([ok({ n: 3 }), ok({ n: 4 })]);
    await expect(request.prefetch('/api/x', { a: 1 }, 3000, Promise.resolve(undefined))).resolves.toEqual({ n: 3 });
    await expect(request.prefetch('/api/x', { a: 2 }, 3000, Promise.reject(new Error('page/open failed')))).resolves.toEqual({ n: 4 });
    expect(calls).toHaveLength(2);
  });

  it('a write drops every prefetched answer: a list asked again after a save gets the server’s new answer', async () => {
    const { request, calls } = setup([ok({ rows: 0 }), ok({ saved: true }), ok({ rows: 1 })]);
    void request.prefetch('/api/lease/index', { page: 1 }, 3000);
    await request('/api/lease/add', { method: 'POST', body: { customer_name: '宁波港' } });
    await expect(request('/api/lease/index', { query: { page: 1 } })).resolves.toEqual({ rows: 1 });
    expect(calls).toHaveLength(3);
  });

  it('a prefetch of a GET the page has already asked sends nothing: it is that call’s answer', async () => {
    vi.useFakeTimers();
    try {
      const { request, calls } = setup([ok({ n: 1 }), ok({ n: 2 })]);
      const asked = request('/api/x', { query: { a: 1 } });
      const prefetched = request.prefetch('/api/x', { a: 1 }, 3000);
      await expect(asked).resolves.toEqual({ n: 1 });
      await expect(prefetched).resolves.toEqual({ n: 1 });
      expect(calls).toHaveLength(1);
      // Past the prefetch's ttl a later read asks the server.
      vi.advanceTimersByTime(3001);
      await expect(request('/api/x', { query: { a: 1 } })).resolves.toEqual({ n: 2 });
      expect(calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a GET its caller may abort is not shared: the prefetch asks for itself and is not handed the abort', async () => {
    const { request, calls } = setup([ok({ n: 1 }), ok({ n: 2 })]);
    const controller = new AbortController();
    const asked = request('/api/x', { query: { a: 1 }, signal: controller.signal });
    const prefetched = request.prefetch('/api/x', { a: 1 });
    await asked;
    await expect(prefetched).resolves.toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  it('an arrived answer is taken by arrived() within its ttl; one in flight, failed or past its own ttl is not', async () => {
    vi.useFakeTimers();
    try {
      const { request, calls } = setup([ok({ n: 1 }), { body: { code: 4420, msg: '参数错误' } }, ok({ n: 3 }), ok({ n: 4 })]);
      const first = request.prefetch('/api/x', { a: 1 });
      expect(request.arrived('/api/x', { a: 1 })).toBeUndefined();
      await first;
      expect(request.arrived('/api/x', { a: 1 })).toEqual({ n: 1 });
      vi.advanceTimersByTime(PREFETCH_TTL_MS + 1);
      expect(request.arrived('/api/x', { a: 1 })).toBeUndefined();
      await request.prefetch('/api/x', { a: 2 }).catch(() => undefined);
      expect(request.arrived('/api/x', { a: 2 })).toBeUndefined();
      await request.prefetch('/api/list', { page: 1 }, 3000);
      vi.advanceTimersByTime(3001);
      expect(request.arrived('/api/list', { page: 1 })).toBeUndefined();
      await expect(request('/api/list', { query: { page: 1 } })).resolves.toEqual({ n: 4 });
      expect(calls).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('clearing the cache (sign-out, position switch) forgets prefetched answers', async () => {
    const { request, calls } = setup(() => ok('x'));
    request.prefetch('/api/x');
    request.clearCache();
    await request('/api/x');
    expect(calls).toHaveLength(2);
  });
});
