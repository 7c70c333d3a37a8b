import type { PermNode } from '../schemas/generated/perm-node';
import { isObject, type Json } from './config-values';

/**
 * What page a menu leaf shows, by `func_config.page_type`: a list (1, or none), a form (2), one record of a
 * resource (3) or a dashboard (4). The browser asks it to choose the page's renderer chunks and calls; the
 * server to compile the page (rules/page-compile, which only the server imports).
 */
export const FORM_PAGE_TYPE = 2;
export const RECORD_PAGE_TYPE = 3;
export const DASHBOARD_PAGE_TYPE = 4;

function pageType(menu: PermNode): number | undefined {
  return isObject(menu.func_config) ? Number(menu.func_config.page_type) : undefined;
}

/** Whether a menu leaf declares a form page. */
export function isFormMenu(menu: PermNode): boolean {
  return pageType(menu) === FORM_PAGE_TYPE && isObject((menu.func_config as Json).form);
}

/** Whether a menu leaf declares a record page (`{ page_type: 3, resource: '/api/crm/sales_lead' }`). */
export function isRecordMenu(menu: PermNode): boolean {
  return pageType(menu) === RECORD_PAGE_TYPE;
}

/** Whether a menu leaf declares a dashboard. */
export function isDashboardMenu(menu: PermNode): boolean {
  return pageType(menu) === DASHBOARD_PAGE_TYPE;
}

/** Whether a menu leaf's page is a list (every leaf that declares none of the others). */
export function isListMenu(menu: PermNode): boolean {
  return !isFormMenu(menu) && !isRecordMenu(menu) && !isDashboardMenu(menu);
}

/** The form page that shows documents of a workflow label (an approver's link names the label, not the page). */
export function formMenuFor(menus: readonly PermNode[], label: string): PermNode | undefined {
  return menus.find((menu) => isFormMenu(menu) && ((menu.func_config as Json).form as Json).workflow_label === label);
}
