import type { Section } from './section';

/** The column settings and common-filter drawers (issue 7): keys `listsettings.<key>`. */
export const listsettings: Section = {
  zh: {},
  en: {},
};
