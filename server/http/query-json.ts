import { ApiError, Code } from './envelope.js';

/** A JSON value carried in one query parameter (`where={"status":2}`); bad JSON is a 4420, not a 500. */
export function parseJsonParam(name: string, raw: string | undefined): unknown {
  if (raw === undefined || raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiError(Code.BAD_QUERY, 'badJson', { name });
  }
}
