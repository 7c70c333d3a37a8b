import { InternalLinkError, internalLink, type LinkParams } from '../internal-links';
import { isObject, type Json } from '../config-values';

/** Where configuration names a page instead of writing its path (rules/internal-links.ts). */
const NAME_KEYS = ['link_name', 'linkName'] as const;
const PARAM_KEYS = ['link_params', 'linkParams'] as const;

function scalarParams(raw: unknown): LinkParams {
  if (!isObject(raw)) return {};
  return Object.fromEntries(Object.entries(raw).filter(([, value]) => value === null || ['string', 'number', 'boolean'].includes(typeof value))) as LinkParams;
}

/**
 * A configuration object (a button's func_config, a jump entry, a column's labelConfig) with its
 * `link_name` (and `link_params`) replaced by the `url` the name stands for. A name the registry does not
 * hold is a configuration problem, recorded with `where` for the page's error list; the object then has no
 * url, and the page is not shown (never a broken navigation).
 */
export function withLinkUrl(config: Json, where: string, problems: string[]): Json {
  const key = NAME_KEYS.find((k) => config[k] !== undefined);
  if (key === undefined) return config;
  const name = config[key];
  const rest: Json = Object.fromEntries(Object.entries(config).filter(([k]) => !(NAME_KEYS as readonly string[]).includes(k) && !(PARAM_KEYS as readonly string[]).includes(k)));
  if (typeof name !== 'string' || name.trim() === '') {
    problems.push(`${where}.${key} must be the name of an internal link`);
    return rest;
  }
  const params = scalarParams(PARAM_KEYS.map((k) => config[k]).find((v) => v !== undefined));
  try {
    return { ...rest, url: internalLink(name.trim(), params) };
  } catch (error) {
    if (!(error instanceof InternalLinkError)) throw error;
    problems.push(`${where}.${key} unknown internal link ${JSON.stringify(name)}`);
    return rest;
  }
}
