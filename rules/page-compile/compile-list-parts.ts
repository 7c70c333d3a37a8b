import type { PermButton } from '../../schemas/generated/perm-node';
import type { StatusTabsSchema, TabSchema } from '../../schemas/generated/status-tabs';
import type { ToolbarButtonSchema, ToolbarSchema } from '../../schemas/generated/toolbar';
import { withLinkUrl } from './compile-links';
import { flag, isFlagOn, isObject, type Json } from '../config-values';
import { spelled, TAB_SPELLINGS } from './config-spellings';

function tab(option: unknown): TabSchema {
  if (!isObject(option)) return option as TabSchema; // left for the page validator to name
  const out: Json = { value: option.value ?? null, label: option.label };
  const labelEn = spelled(option, TAB_SPELLINGS.labelEn);
  if (typeof labelEn === 'string' && labelEn) out.labelEn = labelEn;
  if (option.count !== undefined) out.count = option.count;
  const show = flag(option.show);
  if (show !== undefined) out.show = show;
  return out as unknown as TabSchema;
}

/**
 * The status tabs a menu's `tabs_options` declares, or null when it declares none. Read as
 * `{ field (or prop), search_type, exact, show_all, hide_zero, options (or tabs): [{ value, label,
 * label_en, count, show }] }`; what does not fit is left for the page validator to name.
 */
export function statusTabs(options: unknown): StatusTabsSchema | null {
  if (!isObject(options)) return null;
  const list = options.options ?? options.tabs;
  if (!Array.isArray(list) || list.length === 0) return null;
  const node: Json = { type: 'status-tabs', field: options.field ?? options.prop, tabs: list.map(tab) };
  const searchType = spelled(options, TAB_SPELLINGS.searchType);
  if (searchType !== undefined) node.searchType = searchType;
  for (const [key, names] of [['exact', ['exact']], ['showAll', TAB_SPELLINGS.showAll], ['hideZero', TAB_SPELLINGS.hideZero]] as const) {
    const value = flag(spelled(options, names));
    if (value !== undefined) node[key] = value;
  }
  return node as unknown as StatusTabsSchema;
}

const BUTTON_TYPES: ReadonlySet<string> = new Set(['primary', 'default', 'dashed', 'link', 'text', 'danger']);
const POSITIONS: ReadonlySet<string> = new Set(['left', 'right', 'solo', 'mult', 'none']);
/** Button properties a menu's button declares in its func_config (spec 001 §3 button definition). */
const BUTTON_KEYS = ['hideWhen', 'disableWhen', 'jump_config', 'group', 'searchType', 'label'] as const;

function button(perm: PermButton, problems: string[]): ToolbarButtonSchema {
  const out: Json = { id: perm.id, flag: perm.flag, name: perm.name, func: perm.btn_func };
  if (perm.name_en) out.nameEn = perm.name_en;
  if (perm.export_template) out.exportTemplate = perm.export_template;
  // A style or position the toolbar does not know falls back to its default rather than breaking the page.
  if (BUTTON_TYPES.has(perm.btn_type)) out.btnType = perm.btn_type;
  if (perm.icon) out.icon = perm.icon;
  out.position = POSITIONS.has(perm.btn_position) ? perm.btn_position : 'left';
  if (isObject(perm.func_config)) {
    // The button's own settings travel in func_config: its rules, jumps, group and search field are lifted
    // to the button; the rest is the action's configuration.
    const config: Json = {};
    for (const [key, value] of Object.entries(perm.func_config)) {
      if ((BUTTON_KEYS as readonly string[]).includes(key)) out[key] = value;
      else config[key] = value;
    }
    // A page named by link_name (rules/internal-links.ts) becomes the address the action opens.
    const where = `button ${perm.id} (${perm.flag}) func_config`;
    out.config = withLinkUrl(config, where, problems);
    // condition_jump_status 0 turns the conditional jumps off (spec 001 §3): the action's own url opens.
    const jumps = perm.func_config.condition_jump_status;
    if (jumps === 0 || jumps === false || jumps === '0') delete out.jump_config;
    if (Array.isArray(out.jump_config)) out.jump_config = out.jump_config.map((jump, i) => (isObject(jump) ? withLinkUrl(jump, `${where}.jump_config[${i}]`, problems) : jump));
    // Spec 001 §3's flags, written 1/0 as often as true/false.
    for (const flag of ['plain', 'isGroupTitle'] as const) if (perm.func_config[flag] !== undefined) out[flag] = isFlagOn(perm.func_config[flag]);
  }
  return out as unknown as ToolbarButtonSchema;
}

/** The toolbar's icon tools on every list page: the column settings drawer and the quick show / hide of columns. */
const LIST_TOOLS: NonNullable<ToolbarSchema['tools']> = ['setting', 'viewFields'];

/**
 * A permission-only button (btn_func 'permission', e.g. the saved views' filterViewCommon) grants a right
 * that other parts of the page check with env.can; it is never a button.
 */
function isPressable(perm: PermButton): boolean {
  return perm.btn_func !== 'permission';
}

/**
 * The toolbar of a list page: the menu's buttons (none is fine) and the icon tools, so a page without
 * granted buttons still has its 设置 and 查看字段. The refresh tool stays in the list page's header for
 * now (one refresh button per page). Configuration problems (an unknown link name) go to `problems`.
 */
export function toolbar(perms: readonly PermButton[], problems: string[] = []): ToolbarSchema {
  return { type: 'toolbar', buttons: perms.filter(isPressable).map((perm) => button(perm, problems)), tools: [...LIST_TOOLS] };
}
