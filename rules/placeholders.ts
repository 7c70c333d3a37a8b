/**
 * `{name}` placeholders: the one filler for every text the platform fills in, on both sides: bilingual
 * messages (./message.ts, the server's answers, an action's "{n} changed"), a risk rule's prompt from the
 * record's values, and configured addresses filled from a row (a button's config.url, a jump_config url, a
 * link or detail label's labelConfig.url). A name is letters, digits and underscores (`{id}`, `{data_id}`).
 */

/** The values by name (only a record's own properties count: `{constructor}` is no value), or a function of the name. */
export type PlaceholderValues = Readonly<Record<string, unknown>> | ((name: string) => unknown);

export interface FillOptions {
  /** What a placeholder without a value (undefined or null) becomes: 'keep' leaves `{name}` as written (the default), 'empty' removes it. */
  missing?: 'keep' | 'empty';
  /** Applied to each value filled in: encodeURIComponent for an address. */
  encode?: (text: string) => string;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const WHOLE = /^\{(\w+)\}$/;

function lookupOf(values: PlaceholderValues): (name: string) => unknown {
  if (typeof values === 'function') return values;
  return (name) => (Object.hasOwn(values, name) ? values[name] : undefined);
}

/**
 * Replaces every `{name}` in `template` with its value as text: "{n}MB" with { n: 5 } is "5MB",
 * "/contract/form?id={id}" with a row { id: 7 } is "/contract/form?id=7".
 */
export function fillPlaceholders(template: string, values: PlaceholderValues, options: FillOptions = {}): string {
  const lookup = lookupOf(values);
  const { missing = 'keep', encode } = options;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = lookup(name);
    if (value === undefined || value === null) return missing === 'keep' ? whole : '';
    const text = String(value);
    return encode ? encode(text) : text;
  });
}

/** The name when `value` is one placeholder and nothing else ('{id}' → 'id'); undefined otherwise. */
export function wholePlaceholder(value: unknown): string | undefined {
  return typeof value === 'string' ? WHOLE.exec(value)?.[1] : undefined;
}

/** The names `template`'s placeholders read, each once, in order of first use ("{a}-{b}-{a}" → ['a', 'b']). */
export function placeholderNames(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1]))];
}
