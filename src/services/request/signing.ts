/**
 * Request signatures (spec 000 §7): the access server's `account/info` and `account/status` carry
 * `X-Timestamp` (Unix seconds) and `X-Signature` = lowercase hex SHA-256 of
 *   timestamp + path as sent (no query string) + last 100 characters of the body + last 50 of the token
 * where the token is what the request sends in `Authorization: Bearer …` (the browser's client token).
 * The server (server/plugins/signature.ts) refuses a missing or wrong signature with 4410 and a timestamp
 * more than 300 s from its clock with 4411. The constants live in schemas/request-security.json.
 *
 * Wiring in the request client (one line where the headers of a call are assembled; `path` is the
 * pathname of the final URL, `bodyText` the exact text sent, '' for GET, the encrypted text when the
 * body is encrypted):
 *
 *   if (needsSignature(path)) Object.assign(headers, signatureHeaders(path, bodyText, clientToken));
 *
 * With ofetch that means passing the body already serialised (`body: bodyText`, content-type JSON) so
 * the signed text is the sent text; `requestPath(url, baseURL)` gives the pathname.
 */
import Hex from 'crypto-js/enc-hex';
import SHA256 from 'crypto-js/sha256';
import security from '../../../schemas/request-security.json';

const { timestampHeader, signatureHeader, bodyTail, tokenTail } = security.signature;

export { needsSignature, SIGNED_PATHS } from './signed-paths';

export type SignatureHeaderName = 'X-Timestamp' | 'X-Signature';


/** The pathname of a request URL (relative to `baseURL`, or to the page), without query string or hash. */
export function requestPath(url: string, baseURL = ''): string {
  const joined = baseURL && !/^[a-z][a-z0-9+.-]*:/i.test(url) ? `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}` : url;
  return new URL(joined, 'http://localhost').pathname;
}

/**
 * Lone UTF-16 surrogates (a tail cut through an emoji) become U+FFFD, as the server's UTF-8 encoding does;
 * crypto-js would throw on them.
 */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** The text that is hashed: exported for tests and for the server's mirror of the rule. */
export function signatureInput(timestamp: string, path: string, body: string, token: string): string {
  return wellFormed(`${timestamp}${path}${body.slice(-bodyTail)}${token.slice(-tokenTail)}`);
}

/** The two headers of a signed call; `now` in milliseconds (Date.now()). */
export function signatureHeaders(path: string, body: string, token: string, now = Date.now()): Record<SignatureHeaderName, string> {
  const timestamp = String(Math.floor(now / 1000));
  const signature = SHA256(signatureInput(timestamp, path, body, token)).toString(Hex);
  return { [timestampHeader]: timestamp, [signatureHeader]: signature } as Record<SignatureHeaderName, string>;
}
