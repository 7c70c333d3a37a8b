import type { Section } from './section';

/** The list table: row actions, context menu, widths, virtual rows (issue 7): keys `listtable.<key>`. */
export const listtable: Section = {
  zh: {},
  en: {},
};
