import codes from '../../schemas/api-codes.json';
import type { MessageKey, MessageParam } from './messages.js';

/** The response envelope of every call: `{ code, msg, data }`, 2000-2999 = success. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Codes this server answers with (schemas/api-codes.json). 4001-4010 make the client offer re-login. */
export const Code = codes;

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: Code.OK, msg, data };
}

/** Thrown anywhere in a request; the error handler turns it into an envelope in the caller's language. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly params: Readonly<Record<string, MessageParam>> = {},
  ) {
    super(key);
  }
}

/** The response schema of a successful call whose `data` is `data` (a schema or a `$ref`). */
export function answers(data: object): { 200: object } {
  return {
    200: {
      type: 'object',
      required: ['code', 'msg', 'data'],
      properties: { code: { type: 'integer' }, msg: { type: 'string' }, data },
    },
  };
}

/** A `$ref` to a shared schema under schemas/, by file and optional definition. */
export function ref(file: string, definition?: string): { $ref: string } {
  return { $ref: definition ? `${file}#/definitions/${definition}` : `${file}#` };
}
