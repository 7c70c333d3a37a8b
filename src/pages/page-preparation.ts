import type { RendererEnv } from '../../registry';
import type { ListPageSchema } from '../../schemas/generated/list-page';
import { isListMenu } from '../../rules/menu-kind';
import type { Shell } from '../shell/shell-context';
import type { PermNode } from '../session/types';
import { loadCompiledPage, menuPageKey } from './compiled-page-load';

/** At most this many pages are prepared for one showing of the sidebar's entries (a group of many leaves). */
export const PREPARED_PAGES_MAX = 12;

/**
 * Prepares the list pages the user can see in the sidebar (the leaves of its open groups), as a browser prefetches
 * the links in view: each one's compiled page is asked and kept in the page cache with its renderers' code, so a
 * click renders the page at once while its opening's calls are under way, instead of after them (bench/page-open:
 * the compiled page in hand takes the own table from ~170 to ~105 ms after the click). Only what no call of the
 * user's changes (the page's configuration, checked again by the page's own opening); no rows, no views. A page
 * already kept is not asked again; a failure is left for the page's own opening to show. Resolves with the list
 * pages newly prepared (the shell warms their code up: ListWarmup).
 */
export function prepareMenuPages(env: RendererEnv, shell: Pick<Shell, 'pages' | 'loadListTexts' | 'store'>, menus: readonly PermNode[]): Promise<ListPageSchema[]> {
  const wanted = menus.filter((menu) => isListMenu(menu) && menu.config_errors.length === 0).slice(0, PREPARED_PAGES_MAX);
  const prepared = wanted.map((menu) => {
    const key = menuPageKey(shell.store, menu.id, env.language);
    if (shell.pages.has(key)) return Promise.resolve(null);
    return loadCompiledPage(env, shell, menu, key, true).then(
      (loaded) => ('schema' in loaded && loaded.schema.type === 'list-page' ? (loaded.schema as unknown as ListPageSchema) : null),
      () => null,
    );
  });
  return Promise.all(prepared).then((pages) => pages.filter((page): page is ListPageSchema => page !== null));
}
