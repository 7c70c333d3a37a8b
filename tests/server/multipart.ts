import { bearer, call, type Answer, type TestServer } from './harness';

export const BOUNDARY = '----hkwl-test-boundary';

export interface FilePart {
  name: string;
  content: Buffer;
  type?: string;
}

/** One part of a multipart body: a text field, or a file under the field name `name` (`file` for an upload). */
export type Part = { name: string; value: string } | { name: string; file: FilePart };

/** A multipart body of these parts in this order, closed unless `cut` is set (then it ends inside the last part). */
export function multipartBody(parts: readonly Part[], cut = false): Buffer {
  const chunks: Buffer[] = [];
  for (const [i, part] of parts.entries()) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
      continue;
    }
    const { file } = part;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`), file.content);
    if (!cut || i < parts.length - 1) chunks.push(Buffer.from('\r\n'));
  }
  if (!cut) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** A multipart body: the fields in order, then the file (unless none), closed unless `cut` is set. */
export function multipartForm(fields: Record<string, string>, file?: FilePart, cut = false): Buffer {
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (file) parts.push({ name: 'file', file });
  return multipartBody(parts, cut);
}

/** POSTs a multipart body to `url` with the token (none: no session). */
export function postMultipart<T>(server: Pick<TestServer, 'app'>, url: string, payload: Buffer, token?: string, headers: Record<string, string> = {}): Promise<Answer<T>> {
  return call<T>(server.app, { method: 'POST', url, payload, headers: { ...(token ? bearer(token) : {}), ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
}
