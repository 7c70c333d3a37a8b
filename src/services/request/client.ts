import { FetchError, ofetch } from 'ofetch';
import { ApiCodeError, type RequestOptions } from '../../../registry';
import constants from '../../../schemas/constants.json';

export { ApiCodeError };

export const REQUEST_TIMEOUT_MS = constants.requestTimeoutMs;
/** Codes that mean the session is gone (spec 000 §8): offer re-login. */
const LOGGED_OUT_CODES = new Set([4000, 4001, 4002, 4003, 4004, 4005, 4006, 4007, 4008, 4009, 4010, 4101]);
export const NETWORK_ERROR = -1;
export const SYSTEM_ERROR = -2;

export interface RequestClientOptions {
  baseUrl?: string;
  /** Authorization, Position-Org and Company-Org headers of the current session. */
  headers(): Record<string, string>;
  onLoggedOut(message: string | undefined): void;
  /** An error toast (5 s); `kind` picks the default text for failures without a server message. */
  onError(message: string | undefined, kind: 'server' | 'network' | 'system'): void;
}

interface Envelope {
  code: number;
  msg?: string;
  data?: unknown;
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

/** The one request function of the app: envelope unwrapping and the error catalogue in one place. */
export function createRequestClient(options: RequestClientOptions) {
  return async function request<T>(url: string, init: RequestOptions = {}): Promise<T> {
    let body: unknown;
    try {
      body = await ofetch(url, {
        baseURL: options.baseUrl,
        method: init.method ?? 'GET',
        query: encodeQuery(init.query),
        body: init.body as Record<string, unknown> | undefined,
        headers: options.headers(),
        timeout: REQUEST_TIMEOUT_MS,
        signal: init.signal,
        retry: 0,
      });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      const status = error instanceof FetchError ? error.status : undefined;
      if (status === undefined) {
        if (!init.messageHide) options.onError(undefined, 'network');
        throw new ApiCodeError(NETWORK_ERROR, 'network');
      }
      const payload = (error as FetchError).data;
      if (!isEnvelope(payload)) {
        if (!init.messageHide) options.onError(undefined, 'system');
        throw new ApiCodeError(SYSTEM_ERROR, `HTTP ${status}`);
      }
      body = payload;
    }
    if (!isEnvelope(body)) {
      if (!init.messageHide) options.onError(undefined, 'system');
      throw new ApiCodeError(SYSTEM_ERROR, 'not an envelope');
    }
    if (body.code >= 2000 && body.code <= 2999) return body.data as T;
    if (LOGGED_OUT_CODES.has(body.code)) {
      options.onLoggedOut(body.msg);
    } else if (!init.messageHide) {
      options.onError(body.msg ? `${body.msg}（code: ${body.code}）` : undefined, 'server');
    }
    throw new ApiCodeError(body.code, body.msg ?? '', body.data ?? null);
  };
}

export type RequestFunction = ReturnType<typeof createRequestClient>;
