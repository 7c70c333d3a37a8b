import type { PermButton, PermNode } from './types';

/**
 * The flags a menu or button configuration names in `func_config.feature` (one name or a list): the entry
 * exists only while every one of them is on (front-flags.ts), e.g. an invoice-split entry declares
 * `{ "feature": "invoice_split" }` and goes when front/invoice_split is 0.
 */
export function featuresOf(config: unknown): string[] {
  if (config === null || typeof config !== 'object' || Array.isArray(config)) return [];
  const named = (config as { feature?: unknown }).feature;
  const list = Array.isArray(named) ? named : [named];
  return list.filter((name): name is string => typeof name === 'string' && name.trim() !== '').map((name) => name.trim());
}

function allowed(config: unknown, on: (flag: string) => boolean): boolean {
  return featuresOf(config).every(on);
}

/**
 * The permission tree without the menus, buttons and status tabs whose feature is off (their children go with them): the
 * sidebar, the routes and the toolbars never see them, and their addresses answer as unknown ones do.
 */
export function withFeatures(tree: readonly PermNode[], on: (flag: string) => boolean): PermNode[] {
  return tree
    .filter((node) => allowed(node.func_config, on))
    .map((node) => ({
      ...node,
      // Status tabs behind a flag (e.g. the chances' stage flow behind sales_chance_flow) go with it.
      tabs_options: allowed(node.tabs_options, on) ? node.tabs_options : null,
      perms: (node.perms ?? []).filter((button: PermButton) => allowed(button.func_config, on)),
      children: withFeatures(node.children ?? [], on),
    }));
}
