import i18next, { type i18n } from 'i18next';
import { en } from './en';
import { SHELL_SECTIONS } from './sections';
import type { Section } from './sections/section';
import { zh } from './zh';

import type { Language } from '../../registry';

export type { Language };
export { detectLanguage } from './detect-language';

function translations(sections: Record<string, Section>, language: Language) {
  return Object.fromEntries(Object.entries(sections).map(([name, section]) => [name, section[language]]));
}

/** A fresh i18next instance (one per app, none module-global) with both languages: the shell's texts and `extra` sections. */
export function createI18n(language: Language, extra: Record<string, Section> = {}): i18n {
  const sections = { ...SHELL_SECTIONS, ...extra };
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    resources: {
      en: { translation: { ...en, ...translations(sections, 'en') } },
      zh: { translation: { ...zh, ...translations(sections, 'zh') } },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Adds the list pages' sections to an instance, loading them on first use (the sign-in page never does). */
export async function loadListSections(instance: i18n): Promise<void> {
  if (listSectionsLoaded(instance)) return;
  const { LIST_SECTIONS } = await import('./sections/list');
  for (const language of ['en', 'zh'] as const) {
    instance.addResourceBundle(language, 'translation', translations(LIST_SECTIONS, language), true, true);
  }
}

export function listSectionsLoaded(instance: i18n): boolean {
  return instance.exists('listbar.toolbar.label');
}
