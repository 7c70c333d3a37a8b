import { account } from './account';
import { approvals } from './approvals';
import type { Section } from './section';
import { shortcuts } from './shortcuts';
import { sso } from './sso';
import { studio } from './studio';

/**
 * Message sections of the feature areas, each `{ zh, en }` in its own file and one line here, so areas
 * add their texts without touching each other's. Keys are `<name>.<key>`. These are the shell's (sign-in,
 * account, single sign-on), loaded with the app; the list pages' come with the first list page (list.ts).
 */
export const SHELL_SECTIONS: Record<string, Section> = {
  account,
  approvals,
  shortcuts,
  sso,
  studio,
};
