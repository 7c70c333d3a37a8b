/**
 * Bilingual messages. The zh text is the specification's own wording; the en text is our translation.
 * Placeholders are `{name}`, filled by `fill`.
 */

/** The interface languages (schemas/constants.json `languages`). */
export type Lang = 'zh' | 'en';

export interface Message {
  zh: string;
  en: string;
}

/** Replaces every `{name}` in `template` with `values[name]`; unknown names are left as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A message in both languages with its placeholders filled. */
export function fillMessage(message: Message, values: Record<string, string | number>): Message {
  return { zh: fill(message.zh, values), en: fill(message.en, values) };
}
