import type { Section } from './section';

/** Cell label types, card view, statistics tips, external view (issue 7): keys `listlabels.<key>`. */
export const listlabels: Section = {
  zh: {},
  en: {},
};
