import constants from '../schemas/constants.json';

export type Language = 'zh' | 'en';

export const LANGUAGES = constants.languages as readonly Language[];

/** The bilingual-label rule, in one place: the English text when the page is English and one exists. */
export function pickLabel(language: Language, zh: string, en: string | null | undefined): string {
  return language === 'en' && en ? en : zh;
}
