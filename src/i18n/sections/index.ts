import { account } from './account';
import { listbar } from './listbar';
import { listlabels } from './listlabels';
import { listsettings } from './listsettings';
import { listtable } from './listtable';
import { lookups } from './lookups';
import type { Section } from './section';
import { sso } from './sso';

/**
 * Message sections of the feature areas, each `{ zh, en }` in its own file and one line here, so areas
 * add their texts without touching each other's. Keys are `<name>.<key>`.
 */
export const SECTIONS: Record<string, Section> = {
  account,
  listbar,
  listlabels,
  listsettings,
  listtable,
  lookups,
  sso,
};
