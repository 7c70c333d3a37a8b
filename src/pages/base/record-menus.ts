import type { PermNode } from '../../session/types';
import { isObject } from '../../../rules/config-values';
import { isFormMenu } from '../../../rules/menu-kind';

/** The resource base a record page names, as the form pages write theirs. */
const RESOURCE_BASE = /^\/api\/[a-z_]+\/[a-z_]+$/;

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
