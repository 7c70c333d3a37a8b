import { schemaTypes, type RendererRegistry } from '../../registry';
import { readLocalObject, writeLocal } from '../../renderers/core/local-store';
import type { PermNode } from '../session/types';
import { isDashboardMenu, isFormMenu, isRecordMenu } from '../../rules/menu-kind';

export const FORM_PAGE_TYPES: readonly string[] = ['form-page'];
/** A dashboard's renderers: ECharts comes with the chart's, which a list page never loads. */
export const DASHBOARD_TYPES: readonly string[] = ['dashboard-page', 'chart'];

/**
 * The renderer types a menu's page is built of: a form page's, a dashboard's, or for a list every other
 * registered type (a compiled list page may use any of them); a record page is the shell's own page: none.
 */
export function rendererTypesOf(menu: PermNode, registry: RendererRegistry): readonly string[] {
  if (isRecordMenu(menu)) return [];
  if (isDashboardMenu(menu)) return DASHBOARD_TYPES;
  return isFormMenu(menu) ? FORM_PAGE_TYPES : registry.types().filter((type) => !FORM_PAGE_TYPES.includes(type) && !DASHBOARD_TYPES.includes(type));
}

/** The menu leaves a user can open (shown or not in the sidebar, enabled). */
function openable(tree: readonly PermNode[]): PermNode[] {
  return tree.flatMap((node) => (node.children.length > 0 ? openable(node.children) : node.status === 2 ? [] : [node]));
}

export interface PagePreloader {
  registry: RendererRegistry;
  loadListTexts(): Promise<void>;
}

/**
 * Starts loading the renderer code and the list texts of these renderer types, all at once:
 * a page opening later renders without a chain of chunk requests (each renderer's after its parent's).
 */
export function preloadRenderers({ registry, loadListTexts }: PagePreloader, types: readonly string[]): Promise<void> {
  if (types.length === 0) return Promise.resolve();
  return Promise.all([
    registry.preload({ type: types[0], children: types.slice(1).map((type) => ({ type })) }),
    loadListTexts().catch(() => undefined),
  ]).then(() => undefined);
}

/** Whether any page the user can open is a list page. */
export function opensListPages(perms: readonly PermNode[]): boolean {
  return openable(perms).some((menu) => !isRecordMenu(menu) && !isDashboardMenu(menu) && !isFormMenu(menu));
}

/** The renderers of every menu the user can open: the shell loads them while the user reads the first page. */
export function preloadMenus(preloader: PagePreloader, perms: readonly PermNode[]): Promise<void> {
  const types = new Set(openable(perms).flatMap((menu) => rendererTypesOf(menu, preloader.registry)));
  return preloadRenderers(preloader, [...types]);
}

/** The renderer types a menu's page was made of when it last opened in this browser, per menu. */
const typesKey = (menuId: number) => `hkwl:page-types:${menuId}`;

/** Keeps the renderer types of a menu's compiled page, for its next opening to load at the click. */
export function rememberPageTypes(menuId: number, page: unknown): void {
  writeLocal(typesKey(menuId), JSON.stringify({ types: [...schemaTypes(page)].sort() }));
}

/**
 * The renderer types a menu's page used last time (none the first time: its compiled page names them). The opening
 * loads only these, not every type a list page might use: a list page's own chunks otherwise queue behind a hundred
 * others on the browser's six connections (its table came 500 ms later on a cold start).
 */
export function rememberedPageTypes(menuId: number, registry: RendererRegistry): string[] {
  const types = (readLocalObject(typesKey(menuId)) as { types?: unknown } | null)?.types;
  return Array.isArray(types) ? types.filter((type): type is string => typeof type === 'string' && registry.has(type)) : [];
}
