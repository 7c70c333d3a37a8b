/**
 * The chunks behind sign-in, one loader each, so the routes and the preloading ask for the same module (the
 * browser fetches it once). Everything here stays out of the sign-in page's download.
 */
export const loadAppLayout = () => import('./AppLayout');
export type MenuPageModule = typeof import('../pages/MenuPage');
let menuPageModule: MenuPageModule | undefined;
export const loadMenuPage = (): Promise<MenuPageModule> => import('../pages/MenuPage').then((module) => (menuPageModule = module));
/** The menu page's module once loaded (the shell loads it when first idle), for work that must not wait a turn. */
export const loadedMenuPage = (): MenuPageModule | undefined => menuPageModule;
export const loadEncryption = () => import('../services/request/encryption');
export const loadSigning = () => import('../services/request/signing');

/** Public pages: a cold start on one of them does not fetch the signed-in chunks. */
const PUBLIC_PATHS = ['/login', '/logout', '/account', '/404', '/dashboard/mobile_login'];

export const isPublicPath = (pathname: string): boolean => PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/**
 * The layout and the menu page, fetched while the session's calls are answered: started once those calls are
 * sent (a task after the session starts loading), because evaluating their many modules on arrival held the
 * first render and the calls back by hundreds of milliseconds on a cold start, and their requests queued the
 * calls behind them (a browser opens six connections to a host).
 */
export function preloadLayoutChunks(): void {
  window.setTimeout(() => {
    void loadAppLayout().catch(() => undefined);
    void loadMenuPage().catch(() => undefined);
  }, 0);
}
