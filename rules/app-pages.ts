/**
 * The pages the browser app draws itself, beside the menus' (src/app/AppRoutes.tsx): the studio's check of a page's
 * links (server/modules/studio/page-check.ts) knows them, so a link to one is never refused.
 */
export const APP_ROUTES: readonly string[] = ['/message', '/dashboard', '/approve', '/mobileApproveList'];

/** The route part of a menu flag or an address, as the browser routes it (no query, no trailing slash). */
export function routeOf(flag: string): string {
  return flag.trim().split('?')[0].replace(/\/+$/, '');
}

/** The approval pages of spec 000 §2.2 under /approve, with the resource (if any) each one shows: the router draws them. */
export const APPROVE_PAGES: readonly { path: string; resource: string | null }[] = [
  { path: 'tradeCompany/client/show', resource: '/api/crm/customer' },
  { path: 'tradeCompany/supplier/show', resource: '/api/srm/supplier_archive' },
  { path: 'srm/tender/start/show', resource: '/api/srm/tender_project' },
];
