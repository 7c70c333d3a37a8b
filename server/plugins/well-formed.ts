import fp from 'fastify-plugin';
import { ApiError, Code } from '../http/envelope.js';

/** A lone surrogate: with the u flag a proper pair reads as one code point, a lone half as a Cs code point. */
const LONE_SURROGATE = /\p{Cs}/u;

const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);

/** Whether every string in a parsed body or query is well-formed UTF-16 (no lone surrogate), however deep. */
export function wellFormed(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isWellFormed(value);
  if (depth > 64 || value === null || typeof value !== 'object') return true;
  if (Array.isArray(value)) return value.every((item) => wellFormed(item, depth + 1));
  return Object.entries(value).every(([key, item]) => isWellFormed(key) && wellFormed(item, depth + 1));
}

/**
 * Refuses (4400) text with a lone UTF-16 surrogate (JSON's "\ud800" escapes): SQLite would store it one way
 * and PostgreSQL refuse or change it, so the two engines would hold different data. Runs after parsing and
 * before the route's schema, for every route.
 */
export const wellFormedPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (!wellFormed(request.body) || !wellFormed(request.query) || !wellFormed(request.params)) throw new ApiError(Code.BAD_REQUEST, 'loneSurrogate');
    });
  },
  { name: 'well-formed' },
);
