import { createFetch, FetchError, type $Fetch } from 'ofetch';
// registry/env, not the registry's index: the app's entry sends the cold start's calls with this client, and
// the index would bring antd into the entry (src/main.tsx).
import { ApiCodeError, type RequestOptions, type UploadOptions } from '../../../registry/env';
import constants from '../../../schemas/constants.json';
import { classify, type Envelope, type RiskItem } from './error-catalogue';
import { cacheKey, createGetCache } from './get-cache';
import type { ApiKey } from './encryption';
import { ENCRYPTED_HEADERS } from './encryption-header';
import { readChunks } from './sse';

export { ApiCodeError };

export const REQUEST_TIMEOUT_MS = constants.requestTimeoutMs;
/** A prefetched GET is handed to the first identical request within this long, then forgotten. */
export const PREFETCH_TTL_MS = 10_000;
/** How long a taken prefetched answer may be taken again (a render React does again); see `take`. */
export const TAKEN_GRACE_MS = 2000;
export const NETWORK_ERROR = -1;
export const SYSTEM_ERROR = -2;

/** What the request layer shows the user; the app wires it to antd (src/app/request-ui.tsx). */
export interface RequestUi {
  /** An error toast (5 s) with the server's message in the spec's template. */
  toast(text: string): void;
  networkError(): void;
  /** Any other HTTP failure: logged, and a system-error toast. */
  systemError(detail: string): void;
  /** The confirm of 4001-4010 / 4101: 重新登录 (sign out, reload) or 取消. */
  loggedOut(text: string | null): void;
  /** 4000: the re-login dialog; resolves true once signed in again. */
  relogin(): Promise<boolean>;
  /** 3010: the risk-control alert. */
  riskBlocked(items: RiskItem[], text: string | null): void;
  /** 9999: 修改密码, then the find-password page. */
  passwordExpired(text: string | null): void;
}

/** A prefetched GET: its answer, when and for how long it may be taken, its message, and the answer once in. */
type Prefetched = { promise: Promise<unknown>; at: number; ttl: number; message: string; arrived?: { value: unknown }; takenAt?: number };

/** Prefetched GETs by url + params; two clients given the same store take each other's. */
export type PrefetchStore = Map<string, Prefetched>;

export const createPrefetchStore = (): PrefetchStore => new Map();

export interface RequestClientOptions {
  /**
   * Backend base addresses by path prefix (`{ '/api/contract': 'https://contract.example' }`); a path
   * with no entry goes to this origin. Each address gets its own ofetch client.
   */
  bases?: Record<string, string>;
  /** The headers of one call (token, position, company, signature...), given its path and body text. */
  headers(path: string, body: string): Record<string, string> | Promise<Record<string, string>>;
  ui: RequestUi;
  /** The fetch to use (tests pass a fake); the browser's by default. */
  fetch?: typeof globalThis.fetch;
  /** The API encryption key while encryption is on and a session exists, else null (calls go plain). */
  encryptionKey?(): ApiKey | null | Promise<ApiKey | null>;
  /**
   * Where prefetched GETs are kept: a cold start's calls, prefetched by a client made before the app renders,
   * are taken by the app's own client through the same store.
   */
  prefetched?: PrefetchStore;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

/** Objects in a query (`where`) travel as JSON in one parameter; empty values are dropped. */
export function encodeQuery(query: Record<string, unknown> | undefined): Record<string, string | number> | undefined {
  if (!query) return undefined;
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = typeof value === 'object' ? JSON.stringify(value) : typeof value === 'number' ? value : String(value);
  }
  return out;
}

/** The file name a download's Content-Disposition gives (RFC 6266: filename* first), or null. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(header) ?? /filename\s*=\s*([^;]+)/i.exec(header);
  return plain ? plain[1].trim() : null;
}

/** A downloaded Blob as a File carrying the server's name for it, when the answer gave one. */
function named(blob: Blob, headers: Headers): Blob {
  const name = dispositionName(headers.get('content-disposition'));
  return name ? new File([blob], name, { type: blob.type }) : blob;
}

/**
 * An address that carries its own query (`/api/base/file/download?id=3`, a link a server gave) sends it as the
 * call's query, so it is sealed with the rest when API encryption is on (a plain query beside a sealed one is
 * refused) and signed as any other. The call's own query wins over the address's.
 */
function withInlineQuery(address: string, init: RequestOptions): { url: string; init: RequestOptions } {
  const at = address.indexOf('?');
  if (at < 0) return { url: address, init };
  const inline = Object.fromEntries(new URLSearchParams(address.slice(at + 1)));
  return { url: address.slice(0, at), init: { ...init, query: { ...inline, ...init.query } } };
}

/** The body as sent, ciphertext included: what the signature covers. */
function bodyText(body: unknown): string {
  return body === undefined ? '' : JSON.stringify(body);
}

/** The API encryption module, once a call has loaded it. */
let sealingModule: typeof import('./encryption') | undefined;

/** Hands the request layer the encryption module already loaded (a cold start's calls must not wait a task for it). */
export function provideSealing(module: typeof import('./encryption')): void {
  sealingModule = module;
}

/** The request function of the app: one client per base address, the GET cache and the error catalogue. */
export function createRequestClient(options: RequestClientOptions) {
  const cache = createGetCache();
  const clients = new Map<string, $Fetch>();
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  function baseOf(path: string): string {
    let best = '';
    let origin = '';
    for (const [prefix, address] of Object.entries(options.bases ?? {})) {
      if (path.startsWith(prefix) && prefix.length > best.length) [best, origin] = [prefix, address];
    }
    return origin;
  }

  function clientFor(origin: string): $Fetch {
    let client = clients.get(origin);
    if (!client) {
      client = createFetch({ fetch: fetchImpl }).create({ baseURL: origin || undefined, timeout: REQUEST_TIMEOUT_MS, retry: 0 });
      clients.set(origin, client);
    }
    return client;
  }

  /** One round trip: the envelope (or a blob) and the headers, or a thrown ApiCodeError for no answer. */
  async function send(address: string, given: RequestOptions): Promise<{ body: unknown; headers: Headers }> {
    const { url, init } = withInlineQuery(address, given);
    // API encryption (spec 000 §7): query and body sealed with the session's key, marked by a header.
    const key = (await options.encryptionKey?.()) ?? null;
    // crypto-js loads with the first encrypted call: the sign-in page never pays for it. Kept once loaded: a
    // dynamic import resolves a task later even when loaded, and a page's calls would each wait behind the
    // page's render slices for it.
    const sealing = key ? (sealingModule ?? (sealingModule = await import('./encryption'))) : null;
    const plainQuery = encodeQuery(init.query);
    const query = key && sealing && plainQuery ? sealing.encryptQuery(plainQuery, key) : plainQuery;
    const body = key && sealing && init.body !== undefined ? sealing.encryptBody(init.body, key) : init.body;
    const headers = await options.headers(url, bodyText(body));
    try {
      const response = await clientFor(baseOf(url)).raw(url, {
        method: init.method ?? 'GET',
        query,
        body: body as Record<string, unknown> | undefined,
        headers: { ...headers, ...(key ? ENCRYPTED_HEADERS : {}) },
        signal: init.signal,
        responseType: init.responseType === 'blob' ? 'blob' : 'json',
      });
      return { body: response._data, headers: response.headers };
    } catch (error) {
      if (init.signal?.aborted) throw error;
      const status = error instanceof FetchError ? error.status : undefined;
      if (status === undefined) {
        if (!init.messageHide) options.ui.networkError();
        throw new ApiCodeError(NETWORK_ERROR, 'network');
      }
      const payload = (error as FetchError).data;
      if (!isEnvelope(payload)) {
        options.ui.systemError(`HTTP ${status} ${url}`);
        throw new ApiCodeError(SYSTEM_ERROR, `HTTP ${status}`);
      }
      return { body: payload, headers: (error as FetchError).response?.headers ?? new Headers() };
    }
  }

  /** A multipart POST with progress, by the XHR sender (loaded with the first upload); the session's headers, not encrypted (a file is not JSON). */
  async function sendForm(url: string, init: RequestOptions, form: FormData, onProgress?: UploadOptions['onProgress']): Promise<{ body: unknown; headers: Headers }> {
    const [headers, { sendForm: send }] = await Promise.all([options.headers(url, ''), import('./send-form')]);
    return send({
      address: `${baseOf(url)}${url}`,
      headers,
      timeoutMs: REQUEST_TIMEOUT_MS,
      init,
      form,
      onProgress,
      isEnvelope,
      networkFailure: () => {
        if (!init.messageHide) options.ui.networkError();
        return new ApiCodeError(NETWORK_ERROR, 'network');
      },
      httpFailure: (status) => {
        options.ui.systemError(`HTTP ${status} ${url}`);
        return new ApiCodeError(SYSTEM_ERROR, `HTTP ${status}`);
      },
    });
  }

  async function call<T>(url: string, init: RequestOptions, retried: boolean, sender = send): Promise<T> {
    const { body, headers } = await sender(url, init);
    if (init.responseType === 'blob' && body instanceof Blob && !body.type.startsWith('application/json')) return named(body, headers) as T;
    const envelope = body instanceof Blob ? (JSON.parse(await body.text()) as unknown) : body;
    if (!isEnvelope(envelope)) {
      options.ui.systemError(`not an envelope: ${url}`);
      throw new ApiCodeError(SYSTEM_ERROR, 'not an envelope');
    }
    const outcome = classify(envelope, { path: url, messageHide: init.messageHide });
    const rejected = () => new ApiCodeError(envelope.code, envelope.msg ?? '', envelope.data ?? null);
    switch (outcome.kind) {
      case 'ok':
        init.onMessage?.(envelope.msg ?? '');
        return envelope.data as T;
      case 'with-headers':
        return { ...envelope, headers } as T;
      case 'relogin-then-retry':
        if (!retried && (await options.ui.relogin())) return call<T>(url, init, true, sender);
        throw rejected();
      case 'logged-out':
        options.ui.loggedOut(outcome.text);
        throw rejected();
      case 'risk-blocked':
        options.ui.riskBlocked(outcome.items, envelope.msg ?? null);
        throw rejected();
      case 'password-expired':
        options.ui.passwordExpired(outcome.text);
        throw rejected();
      case 'toast':
        options.ui.toast(outcome.text);
        throw rejected();
      case 'risk-warning':
      case 'silent':
        throw rejected();
    }
  }

  // GETs started before the code that asks for them has arrived (a page's opening calls): by url + params.
  const prefetched = options.prefetched ?? createPrefetchStore();
  /** The plain GETs under way, by url + params: a prefetch of the same waits for one rather than sending it again. */
  const inFlight = new Map<string, Promise<unknown>>();

  /**
   * Starts a GET now, quietly, for the first identical request to take (once, within `ttl`, PREFETCH_TTL_MS
   * unless given): a page's calls go out together when it opens instead of each after the renderer that
   * makes it has loaded and rendered. A failed prefetch is asked again by the request that takes it, with
   * that request's own error handling, so the user sees what they would have seen. The answer is returned
   * too (without taking it), for a caller that computes the next call from it; the same GET already started
   * and still fresh is not sent again.
   */
  function prefetch<T = unknown>(url: string, query?: Record<string, unknown>, ttl = PREFETCH_TTL_MS): Promise<T> {
    const key = cacheKey(url, query);
    // The page asked first (a reload's page may outrun its own opening): its call is the answer, not a second one.
    const asked = inFlight.get(key);
    if (asked) return asked as Promise<T>;
    const now = Date.now();
    for (const [k, entry] of prefetched) if (now - entry.at > entry.ttl || now - (entry.takenAt ?? now) > TAKEN_GRACE_MS) prefetched.delete(k);
    const started = prefetched.get(key);
    if (started) return started.promise as Promise<T>;
    const entry: Prefetched = { promise: Promise.resolve(), at: now, ttl, message: '' };
    entry.promise = call(url, { method: 'GET', query, messageHide: true, onMessage: (text) => (entry.message = text) }, false);
    entry.promise.then((value) => (entry.arrived = { value }), () => undefined);
    prefetched.set(key, entry);
    return entry.promise as Promise<T>;
  }

  function takePrefetched<T>(url: string, init: RequestOptions): Promise<T> | undefined {
    if ((init.method ?? 'GET') !== 'GET' || prefetched.size === 0 || init.responseType === 'blob') return undefined;
    const entry = take(cacheKey(url, init.query));
    if (!entry) return undefined;
    return (entry.promise as Promise<T>).then(
      (value) => {
        init.onMessage?.(entry.message);
        return value;
      },
      () => call<T>(url, init, false),
    );
  }

  /** A prefetched GET's answer if it has arrived (successfully), taken now: the first render can start from it. */
  function arrived<T>(url: string, query?: Record<string, unknown>): T | undefined {
    const key = cacheKey(url, query);
    if (!prefetched.get(key)?.arrived) return undefined;
    return take(key)?.arrived?.value as T | undefined;
  }

  /**
   * A prefetched entry, taken: it stays takeable for TAKEN_GRACE_MS after its first taker (within its own
   * ttl), then is gone. A page's first render takes its answers, and React may throw that render away and do
   * it again (an update arrived while it rendered as a transition): the second render must find the same
   * answers, not ask the server again. A read after the grace, or a `fresh` one (a refresh), asks the server.
   */
  function take(key: string): Prefetched | undefined {
    const entry = prefetched.get(key);
    if (!entry) return undefined;
    const now = Date.now();
    entry.takenAt ??= now;
    if (now - entry.at > entry.ttl || now - entry.takenAt > TAKEN_GRACE_MS) {
      prefetched.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * A write changes what the prefetched answers say: none of them may stand in for a later read (a list reopened
   * after its form saved must show the new row). They go when the write is sent and again when it is answered
   * (a prefetch started meanwhile may have read the world before it).
   */
  function writing<T>(sent: Promise<T>): Promise<T> {
    prefetched.clear();
    const settled = () => prefetched.clear();
    sent.then(settled, settled);
    return sent;
  }

  function request<T>(url: string, init: RequestOptions = {}): Promise<T> {
    const method = init.method ?? 'GET';
    if (method !== 'GET') return writing(call<T>(url, init, false));
    const taken = init.fresh ? undefined : takePrefetched<T>(url, init);
    if (taken) return taken;
    if (init.cacheTimer && init.cacheTimer > 0) {
      return cache.get(cacheKey(url, init.query), init.cacheTimer, () => call<T>(url, init, false));
    }
    // A call its caller may abort is not one a prefetch may wait for: it would get the caller's abort.
    if (init.responseType === 'blob' || init.signal) return call<T>(url, init, false);
    const key = cacheKey(url, init.query);
    const promise = call<T>(url, init, false);
    inFlight.set(key, promise);
    const settled = () => {
      if (inFlight.get(key) === promise) inFlight.delete(key);
    };
    promise.then(settled, settled);
    return promise;
  }

  /**
   * A server-sent stream (GET or POST): chunks separated by the marker, each parsed as JSON and handed
   * to `onChunk` as it arrives. Resolves when the server ends the stream.
   */
  async function stream(url: string, init: RequestOptions & { onChunk(chunk: unknown): void }): Promise<void> {
    const bodyText = init.body === undefined ? '' : JSON.stringify(init.body);
    const query = new URLSearchParams(Object.entries(encodeQuery(init.query) ?? {}).map(([k, v]) => [k, String(v)])).toString();
    const response = await fetchImpl(`${baseOf(url)}${url}${query ? `?${query}` : ''}`, {
      method: init.method ?? 'GET',
      headers: { ...(await options.headers(url, bodyText)), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), accept: 'text/event-stream' },
      body: init.body === undefined ? undefined : bodyText,
      signal: init.signal,
    });
    if (!response.ok || !response.body) {
      options.ui.systemError(`HTTP ${response.status} ${url}`);
      throw new ApiCodeError(SYSTEM_ERROR, `HTTP ${response.status}`);
    }
    if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      // Refused before streaming: an ordinary envelope, handled like any other answer.
      const envelope = (await response.json()) as Envelope;
      const outcome = classify(envelope, { path: url, messageHide: init.messageHide });
      if (outcome.kind === 'logged-out') options.ui.loggedOut(outcome.text);
      else if (outcome.kind === 'toast') options.ui.toast(outcome.text);
      throw new ApiCodeError(envelope.code, envelope.msg ?? '', envelope.data ?? null);
    }
    await readChunks(response.body, init.onChunk);
  }

  /** A multipart upload with progress; the answer is handled as any call's (the envelope's `data`, or its error). */
  function upload<T>(url: string, form: FormData, init: UploadOptions = {}): Promise<T> {
    return writing(call<T>(url, { ...init, method: 'POST' }, false, (u, i) => sendForm(u, i, form, init.onProgress)));
  }

  return Object.assign(request, {
    stream,
    upload,
    prefetch,
    arrived,
    clearCache: () => {
      cache.clear();
      prefetched.clear();
    },
  });
}

export type RequestFunction = ReturnType<typeof createRequestClient>;
