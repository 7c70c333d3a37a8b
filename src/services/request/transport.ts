import { createFetch, FetchError, type $Fetch } from 'ofetch';
import { originOf } from './api-bases';
import { ApiCodeError, type RequestOptions, type UploadOptions } from '../../../registry/env';
import constants from '../../../schemas/constants.json';
import type { Envelope } from './error-catalogue';
import { ENCRYPTED_HEADERS } from './encryption-header';
import type { RequestClientOptions } from './options';

export const REQUEST_TIMEOUT_MS = constants.requestTimeoutMs;
export const NETWORK_ERROR = -1;
export const SYSTEM_ERROR = -2;

/** What one round trip brought: the envelope (or a blob) and the answer's headers. */
export interface Answer {
  body: unknown;
  headers: Headers;
}

export function isEnvelope(value: unknown): value is Envelope {
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
export function named(blob: Blob, headers: Headers): Blob {
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

/**
 * The wire under the request layer: one ofetch client per base address, API encryption, the session's headers,
 * and a failure with no envelope turned into the network or system error the user is told of.
 */
export function createTransport(options: RequestClientOptions) {
  const clients = new Map<string, $Fetch>();
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

  const baseOf = (path: string): string => originOf(options.bases ?? {}, path);

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
  async function sendForm(url: string, init: RequestOptions, form: FormData, upload: Pick<UploadOptions, 'onProgress' | 'signed'> = {}): Promise<{ body: unknown; headers: Headers }> {
    const { onProgress, signed } = upload;
    // A multipart body is signed as empty: its bytes are the browser's to frame.
    const [headers, { sendForm: send }] = await Promise.all([options.headers(url, '', { signed }), import('./send-form')]);
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

  return { baseOf, send, sendForm, fetch: fetchImpl };
}

export type Transport = ReturnType<typeof createTransport>;
