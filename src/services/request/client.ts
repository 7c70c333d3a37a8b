// registry/env, not the registry's index: the app's entry sends the cold start's calls with this client, and
// the index would bring antd into the entry (src/main.tsx).
import { ApiCodeError, type RequestOptions, type UploadOptions } from '../../../registry/env';
import { classify } from './error-catalogue';
import type { RequestClientOptions } from './options';
import { createServerState, createServerStateAccess } from './server-state';
import { openStream, type StreamOptions } from './stream';
import { createTransport, isEnvelope, named, SYSTEM_ERROR } from './transport';

export { ApiCodeError };
export type { RequestClientOptions, RequestUi } from './options';
export { clearServerState, createServerState, PREFETCH_TTL_MS, type ServerState } from './server-state';
export { dispositionName, encodeQuery, NETWORK_ERROR, provideSealing, REQUEST_TIMEOUT_MS, SYSTEM_ERROR } from './transport';

/** The request function of the app: one client per base address, the session's server state and the error catalogue. */
export function createRequestClient(options: RequestClientOptions) {
  const transport = createTransport(options);

  async function call<T>(url: string, init: RequestOptions, retried: boolean, sender = transport.send): Promise<T> {
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

  const { prefetch, get, arrived, writing, clear } = createServerStateAccess(options.serverState ?? createServerState(), (url, init) => call(url, init, false));

  function request<T>(url: string, init: RequestOptions = {}): Promise<T> {
    const method = init.method ?? 'GET';
    if (method !== 'GET') return writing(call<T>(url, init, false));
    // A refresh asks the server; a download is not an answer to share; a call its caller may abort is not one
    // another may wait for (it would get the caller's abort).
    if (init.fresh || init.responseType === 'blob' || init.signal) return call<T>(url, init, false);
    return get<T>(url, init);
  }

  /** A multipart upload with progress; the answer is handled as any call's (the envelope's `data`, or its error). */
  function upload<T>(url: string, form: FormData, init: UploadOptions = {}): Promise<T> {
    return writing(call<T>(url, { ...init, method: 'POST' }, false, (u, i) => transport.sendForm(u, i, form, init)));
  }

  return Object.assign(request, {
    stream: (url: string, init: StreamOptions) => openStream(transport, options, url, init),
    upload,
    prefetch,
    arrived,
    clearCache: clear,
  });
}

export type RequestFunction = ReturnType<typeof createRequestClient>;
