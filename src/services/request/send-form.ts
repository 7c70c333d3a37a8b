import type { RequestOptions, UploadOptions } from '../../../registry';

/** What the XHR sender needs of the client: where to send, with which headers, and how to fail. */
export interface FormSend {
  address: string;
  headers: Record<string, string>;
  timeoutMs: number;
  init: RequestOptions;
  form: FormData;
  onProgress?: UploadOptions['onProgress'];
  /** The network failed (or timed out): reported and rejected by the client. */
  networkFailure(): Error;
  /** Not an envelope and not 2xx: reported and rejected by the client. */
  httpFailure(status: number): Error;
  isEnvelope(body: unknown): boolean;
}

/**
 * A multipart POST over XMLHttpRequest, the one browser call that reports upload progress (fetch does
 * not). Its own module, loaded with the first upload: the sign-in page never needs it.
 */
export function sendForm(send: FormSend): Promise<{ body: unknown; headers: Headers }> {
  const { init } = send;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', send.address);
    xhr.timeout = send.timeoutMs;
    for (const [name, value] of Object.entries(send.headers)) xhr.setRequestHeader(name, value);
    const { onProgress } = send;
    if (onProgress) xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    const failed = () => {
      if (init.signal?.aborted) return reject(new DOMException('aborted', 'AbortError'));
      reject(send.networkFailure());
    };
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onabort = failed;
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // Not JSON: the client reports it as not an envelope.
      }
      if (!send.isEnvelope(body) && (xhr.status < 200 || xhr.status >= 300)) return reject(send.httpFailure(xhr.status));
      const headers = new Headers();
      const type = xhr.getResponseHeader('content-type');
      if (type) headers.set('content-type', type);
      resolve({ body, headers });
    };
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(send.form);
  });
}
