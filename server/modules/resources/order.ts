import type { ResourceField } from '../../../schemas/generated/resource-definition.js';
import { ApiError, Code } from '../../http/envelope.js';

export interface OrderTerm {
  column: string;
  direction: 'asc' | 'desc';
}

// A resource's fields never change while it is served: their sortable names are found once per list of fields.
const sortableByFields = new WeakMap<readonly ResourceField[], ReadonlySet<string>>();

function sortableNames(fields: readonly ResourceField[]): ReadonlySet<string> {
  let names = sortableByFields.get(fields);
  if (!names) sortableByFields.set(fields, (names = new Set(['id', ...fields.filter((f) => f.sortable !== false).map((f) => f.name)])));
  return names;
}

/**
 * Parses `order` ("sign_date desc, amount asc", or a JSON `{prop, order}` / list of them) against the
 * sortable fields. `id` is always added last so pages are stable.
 */
export function parseOrder(fields: readonly ResourceField[], order: string | undefined, fallback: string): OrderTerm[] {
  const sortable = sortableNames(fields);
  const text = order && order.trim() !== '' ? order.trim() : fallback;
  const terms: OrderTerm[] = [];
  for (const raw of fromJson(text) ?? text.split(',')) {
    const match = /^\s*([a-z][a-z0-9_]*)(?:\s+(asc|desc|ascending|descending))?\s*$/i.exec(raw);
    if (!match || !sortable.has(match[1])) throw new ApiError(Code.BAD_QUERY, 'unsortableField', { order: raw.slice(0, 64) });
    terms.push({ column: match[1], direction: match[2]?.toLowerCase().startsWith('asc') ? 'asc' : 'desc' });
  }
  if (!terms.some((t) => t.column === 'id')) terms.push({ column: 'id', direction: terms[terms.length - 1]?.direction ?? 'desc' });
  return terms;
}

/** `{"prop":"amount","order":"descending"}` or a list of them, as antd tables report sorting. */
function fromJson(text: string): string[] | null {
  if (!text.startsWith('{') && !text.startsWith('[')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(Code.BAD_QUERY, 'badJson', { name: 'order' });
  }
  const items = Array.isArray(parsed) ? parsed : [parsed];
  return items.map((item) => {
    const { prop, order } = (item ?? {}) as { prop?: unknown; order?: unknown };
    if (typeof prop !== 'string' || (order !== undefined && typeof order !== 'string')) {
      throw new ApiError(Code.BAD_QUERY, 'unsortableField', { order: text.slice(0, 64) });
    }
    return `${prop} ${order ?? 'desc'}`;
  });
}
