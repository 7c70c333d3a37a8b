import { fillPlaceholders } from './placeholders';

/**
 * Bilingual messages. The zh text is the specification's own wording; the en text is our translation.
 * Placeholders are `{name}`, filled by fillPlaceholders (./placeholders.ts).
 */

/** The interface languages (schemas/constants.json `languages`). */
export type Lang = 'zh' | 'en';

export interface Message {
  zh: string;
  en: string;
}

/** A message in both languages with its placeholders filled. */
export function fillMessage(message: Message, values: Record<string, string | number>): Message {
  return { zh: fillPlaceholders(message.zh, values), en: fillPlaceholders(message.en, values) };
}
