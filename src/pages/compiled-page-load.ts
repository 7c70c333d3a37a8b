import type { RendererEnv } from '../../registry';
import type { PageSchema } from '../../rules/page-schema';
import type { CompiledPage } from '../../schemas/generated/compiled-page';
import type { Shell } from '../shell/shell-context';
import type { PermNode } from '../session/types';
import type { SessionState } from '../session/store';
import { COMPILED_PAGE_URL, compiledPageQuery, pageCacheKey } from './page-cache-key';
import { rememberPageTypes } from './page-preload';

/** What a menu's page shows once its compiled page is in: the page, or the configuration's problems. */
export type LoadedPage = { schema: PageSchema } | { problems: string[] };

/** The key a menu's compiled page is kept under in the page cache for this session, position and language. */
export function menuPageKey(session: Pick<SessionState, 'user' | 'configVersion'>, menuId: number, language: RendererEnv['language']): string {
  return pageCacheKey(menuId, session.user?.position_org_id, language, session.configVersion);
}

/**
 * A menu's page as the server compiled and checked it (server/modules/pages): asked (a page opening under way is
 * joined), its renderers' code and the list texts loaded, and kept in the page cache under `key` so the page can
 * render from it at once. A page with configuration problems is not kept (nor one kept before them).
 */
export async function loadCompiledPage(env: RendererEnv, shell: Pick<Shell, 'pages' | 'loadListTexts'>, menu: PermNode, key: string): Promise<LoadedPage> {
  const [answer] = await Promise.all([
    env.request<CompiledPage>(COMPILED_PAGE_URL, { query: compiledPageQuery(menu.id, env.language), messageHide: true }),
    shell.loadListTexts(),
  ]);
  if (!answer.page) {
    shell.pages.delete(key);
    return { problems: answer.problems };
  }
  const schema = answer.page as unknown as PageSchema;
  rememberPageTypes(menu.id, schema);
  // The page renders once its renderers' code is here: a render that suspends on a chunk is thrown away and done
  // again, and what its first render took (the opening calls' answers) was then asked again.
  await env.registry.preload(schema);
  shell.pages.set(key, schema);
  return { schema };
}
