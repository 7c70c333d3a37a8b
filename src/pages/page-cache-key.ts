import type { Language } from '../../registry';

/** The URL that answers a menu leaf's compiled page (server/modules/pages). */
export const COMPILED_PAGE_URL = '/api/base/page/compiled';

/** The URL that answers a page's opening in one call: its compiled page and the GETs it makes as it opens. */
export const PAGE_OPEN_URL = '/api/base/page/open';

/** The query of a menu's compiled page, in the language the user reads (the opening and the page send the same). */
export function compiledPageQuery(menuId: number, language: Language): Record<string, unknown> {
  return { menu_id: menuId, language };
}

/** Compiled pages are kept per menu, position, language and configuration version: what the server compiled them for. */
export function pageCacheKey(menuId: number, positionOrgId: number | undefined, language: Language, configVersion: string): string {
  return `${menuId}:${positionOrgId ?? '-'}:${language}:${configVersion}`;
}
