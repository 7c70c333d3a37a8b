import i18next, { type i18n } from 'i18next';
import { en } from './en';
import { SECTIONS } from './sections';
import { zh } from './zh';

import type { Language } from '../../registry';

export type { Language };

/** The language cookie, else the browser language, else English (spec 000 §1). */
export function detectLanguage(cookie: string, browserLanguage: string | undefined): Language {
  const fromCookie = /(?:^|;\s*)language=([^;]+)/.exec(cookie)?.[1];
  if (fromCookie === 'zh' || fromCookie === 'en') return fromCookie;
  if (browserLanguage?.toLowerCase().startsWith('zh')) return 'zh';
  return 'en';
}

/** A fresh i18next instance (one per app, none module-global) with both languages. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    resources: {
      en: { translation: { ...en, ...Object.fromEntries(Object.entries(SECTIONS).map(([name, section]) => [name, section.en])) } },
      zh: { translation: { ...zh, ...Object.fromEntries(Object.entries(SECTIONS).map(([name, section]) => [name, section.zh])) } },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
