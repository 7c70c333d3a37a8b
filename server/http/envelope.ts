import type { MessageKey } from './messages.js';

/** The response envelope of every call: `{ code, msg, data }`, 2000 = success. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Codes this server answers with. 4001-4010 make the client offer re-login, so input errors stay clear of them. */
export const Code = {
  OK: 2000,
  NOT_SIGNED_IN: 4001,
  BAD_REQUEST: 4400,
  BAD_CREDENTIALS: 4401,
  ACCOUNT_DISABLED: 4402,
  FORBIDDEN: 4403,
  NOT_FOUND: 4404,
  NO_POSITION: 4405,
  BAD_QUERY: 4420,
  INTERNAL: 5000,
} as const;

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: Code.OK, msg, data };
}

/** Thrown anywhere in a request; the error handler turns it into an envelope in the caller's language. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}
