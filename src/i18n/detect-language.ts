import type { Language } from '../../registry';

/**
 * The language cookie, else the browser language, else English (spec 000 §1). A module of its own: the app's
 * entry asks it before the session's calls, and must not evaluate i18next and every text to do so.
 */
export function detectLanguage(cookie: string, browserLanguage: string | undefined): Language {
  const fromCookie = /(?:^|;\s*)language=([^;]+)/.exec(cookie)?.[1];
  if (fromCookie === 'zh' || fromCookie === 'en') return fromCookie;
  if (browserLanguage?.toLowerCase().startsWith('zh')) return 'zh';
  return 'en';
}
