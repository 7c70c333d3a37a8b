import { bearer, call, type Answer, type TestServer } from './harness';

export const BOUNDARY = '----hkwl-test-boundary';

/** A multipart body: the fields in order, then the file (unless none), closed unless `cut` is set. */
export function multipartForm(fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }, cut = false): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`), file.content);
    if (!cut) parts.push(Buffer.from('\r\n'));
  }
  if (!cut) parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** POSTs a multipart body to `url` with the token (none: no session). */
export function postMultipart<T>(server: Pick<TestServer, 'app'>, url: string, payload: Buffer, token?: string, headers: Record<string, string> = {}): Promise<Answer<T>> {
  return call<T>(server.app, { method: 'POST', url, payload, headers: { ...(token ? bearer(token) : {}), ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
}
