import type { Section } from './section';

/** Dictionary and organisation lookups and filters (issue 7): keys `lookups.<key>`. */
export const lookups: Section = {
  zh: {},
  en: {},
};
