import { charts } from './charts';
import { decision } from './decision';
import { files } from './files';
import { form } from './form';
import { grid } from './grid';
import { listbar } from './listbar';
import { listlabels } from './listlabels';
import { listsettings } from './listsettings';
import { listtable } from './listtable';
import { lookups } from './lookups';
import { pickers } from './pickers';
import type { Section } from './section';
import { views } from './views';

/**
 * The list and form pages' messages: loaded with the first menu page (loadListSections), not with the sign-in page.
 */
export const LIST_SECTIONS: Record<string, Section> = { charts, decision, files, form, grid, listbar, listlabels, listsettings, listtable, lookups, pickers, views };
