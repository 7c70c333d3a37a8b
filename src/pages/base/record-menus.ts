import type { PermNode } from '../../session/types';
import { isFormMenu } from '../../../rules/page-compile/compile-form-page';
import { isObject } from '../../../rules/page-compile/config-values';

/**
 * `func_config.page_type` of a hidden menu leaf that shows one record of a resource without a form
 * (`{ page_type: 3, resource: '/api/crm/sales_lead' }`): the list's labelled fields, read through the list's
 * menu so the server applies its data scope. A list's title or number column links to it by configuration.
 */
export const RECORD_PAGE_TYPE = 3;

/** The resource base a record page names, as the form pages write theirs. */
const RESOURCE_BASE = /^\/api\/[a-z_]+\/[a-z_]+$/;

/** Whether a menu leaf declares a record page. */
export function isRecordMenu(menu: PermNode): boolean {
  return isObject(menu.func_config) && Number(menu.func_config.page_type) === RECORD_PAGE_TYPE;
}

/** The resource a record page shows; null when its configuration does not name one. */
export function recordResource(menu: PermNode): string | null {
  const resource = isObject(menu.func_config) ? menu.func_config.resource : undefined;
  return typeof resource === 'string' && RESOURCE_BASE.test(resource) ? resource : null;
}

/** The menus that show one resource's records: its form (page_type 2) and its list (the one calling `<resource>/index`). */
export interface RecordMenus {
  form?: PermNode;
  list?: PermNode;
}

function leaves(tree: readonly PermNode[]): PermNode[] {
  return tree.flatMap((node) => (node.children.length > 0 ? leaves(node.children) : [node]));
}

/** Where a resource's record is shown: by its declared form, else by its list's remote fields (never raw columns). */
export function recordMenus(tree: readonly PermNode[], resource: string): RecordMenus {
  const all = leaves(tree).filter((node) => node.status !== 2);
  const form = all.find((node) => isFormMenu(node) && isObject(node.func_config) && isObject(node.func_config.form) && node.func_config.form.resource === resource);
  const list = all.find((node) => !isFormMenu(node) && node.remote_request_url.split('?')[0] === `${resource}/index`);
  return { form, list };
}

/** The address's query with `readonly=1`: a record opened to be shown is never edited. */
export function readOnlyQuery(query: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(query);
  out.set('readonly', '1');
  return out;
}
