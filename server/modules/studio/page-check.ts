import { isDecimalType } from '../../../codecs/index.js';
import { APPROVE_PAGES, APP_ROUTES, routeOf } from '../../../rules/app-pages.js';
import type { PageDefinition } from '../../../schemas/generated/page-definition.js';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { DefinitionChange, DefinitionProblem } from '../../../schemas/generated/studio.js';
import type { Language } from '../../http/messages.js';
import { pageFieldLabel } from '../../../rules/page-compile/definition-menu.js';
import { resourceBase } from '../resources/served.js';
import { servedColumns } from '../resources/table.js';
import { duplicates, studioValidator } from './check.js';
import { checkCharts } from './page-charts.js';
import { checkCompiledPage } from './page-compiled.js';
import { checkButtonConfig, checkFuncConfig } from './page-func-config.js';
import { checkPagePrograms } from './page-programs.js';
import { PARTS, problem, schemaProblem, uniqueProblems } from './problems.js';

/** What a page is checked against: its stored version, the resources, the menus and roles there are. */
export interface PageCheckContext {
  current: PageDefinition | undefined;
  resources: readonly ResourceDefinition[];
  /** Every menu node: id, its parent group or not, its route. */
  menus: readonly { id: number; type: number; flag: string }[];
  roles: ReadonlySet<number>;
  language: Language;
}

/** The column types whose values have decimals: what moneyFormat sets. */

/** Pages the browser app draws of its own, beside the menus': its shell's and the approval pages of spec 000 §2.2. */
const APP_PAGES = [...APP_ROUTES, ...APPROVE_PAGES.map((p) => `/approve/${p.path}`)];

/**
 * Every mistake of a page definition, each with its JSON pointer: the schema's, then its references: the
 * resource it lists, the group it sits in, a route no other menu has, columns of the resource, buttons named
 * once, grants of roles that exist and of buttons the page has.
 */
export function checkPage(input: unknown, context: PageCheckContext): { problems: DefinitionProblem[]; page?: PageDefinition } {
  const { language, current } = context;
  const validate = studioValidator('page-definition.schema.json');
  if (!validate(input)) return { problems: (validate.errors ?? []).map((e) => schemaProblem(language, e)) };
  const page = input as PageDefinition;
  const problems: DefinitionProblem[] = [];
  const { menu } = page;
  const ownId = current?.menu.id;
  if (ownId !== undefined && menu.id !== undefined && menu.id !== ownId) problems.push(problem(language, '/menu/id', 'immutable', { what: PARTS.menuId, from: ownId }));
  if (ownId === undefined && menu.id !== undefined) problems.push(problem(language, '/menu/id', 'immutable', { what: PARTS.menuId, from: '-' }));
  if (menu.parent !== 0 && !context.menus.some((m) => m.id === menu.parent && m.type === 1)) problems.push(problem(language, '/menu/parent', 'unknownMenu', { id: menu.parent }));
  const route = routeOf(menu.flag);
  const other = context.menus.find((m) => m.id !== ownId && m.flag && routeOf(m.flag) === route);
  if (other) problems.push(problem(language, '/menu/flag', 'flagTaken', { name: menu.flag, id: other.id }));
  const resource = menu.resource === undefined ? undefined : context.resources.find((r) => r.name === menu.resource);
  if (menu.resource !== undefined && !resource) problems.push(problem(language, '/menu/resource', 'unknownResource', { name: menu.resource }));
  const pageType = (page.func_config as { page_type?: unknown } | undefined)?.page_type;
  // What the browser's compiler and renderers will read, checked with their schemas first: the rest builds on it.
  if (page.func_config) {
    const config = checkFuncConfig(page.func_config, language);
    if (config.length > 0) return { problems: config };
  }
  if (pageType === 1 && menu.resource === undefined) problems.push(problem(language, '/menu', 'invalid', { reason: language === 'zh' ? '列表页须指定 resource' : 'A list page names its resource' }));
  // A form names the resource it writes by its address; it must be one that is served, and, when the form writes
  // under its own menu (no perms_id), the one its menu grants.
  const form = pageType === 2 ? ((page.func_config as { form?: { resource?: unknown; perms_id?: unknown } }).form ?? {}) : undefined;
  if (form && !context.resources.some((r) => resourceBase(r) === form.resource)) {
    problems.push(problem(language, '/func_config/form/resource', 'unknownResource', { name: String(form.resource).slice(0, 100) }));
  } else if (form && form.perms_id === undefined && (!resource || resourceBase(resource) !== form.resource)) {
    problems.push(problem(language, '/menu/resource', 'invalid', { reason: language === 'zh' ? '表单写入的资源须与菜单的 resource 相同' : "The form writes the menu's resource: menu.resource names it" }));
  }
  // A record page reads one record of a served resource; a dashboard's charts are checked with the chart schema.
  const recordOf = pageType === 3 ? (page.func_config as { resource?: unknown }).resource : undefined;
  if (pageType === 3 && !context.resources.some((r) => resourceBase(r) === recordOf)) {
    problems.push(problem(language, '/func_config/resource', 'unknownResource', { name: String(recordOf).slice(0, 100) }));
  }
  // A button or chart that opens a page of the app opens one that exists: a menu's route, or one the app draws itself.
  const routes = new Set([...context.menus.map((m) => routeOf(m.flag)), route, ...APP_PAGES]);
  if (pageType === 4) problems.push(...checkCharts((page.func_config as { charts?: unknown }).charts, { resources: context.resources, routes, language }));
  // Charts of a list's statistics area: the chart renderer's schema and their references.
  const statisticsCharts = (page.statistics_option as { charts?: unknown } | undefined)?.charts;
  if (statisticsCharts !== undefined) problems.push(...checkCharts(statisticsCharts, { resources: context.resources, routes, language, base: '/statistics_option/charts', withSchema: true }));
  const fields = (page.fields ?? []).map((f) => ({ name: f.prop }));
  problems.push(...duplicates(language, fields, '/fields', 'column', 'prop'));
  if (resource) {
    const columns = new Set(servedColumns(resource).names);
    (page.fields ?? []).forEach((f, i) => !columns.has(f.prop) && problems.push(problem(language, `/fields/${i}/prop`, 'unknownColumn', { name: f.prop })));
  }
  // A column states its label only where it differs from its resource field's; with neither it has none.
  (page.fields ?? []).forEach((f, i) => {
    if (!pageFieldLabel(f, resource?.fields)) problems.push(schemaProblem(language, { keyword: 'required', instancePath: `/fields/${i}`, schemaPath: '', params: { missingProperty: 'label' } }));
  });
  // Decimals are a number's: moneyFormat on a column shown as text (neither its valueType nor its field's type a
  // number's) would be ignored by the table, so it is refused, naming the type the resource's field has when that is a number.
  (page.fields ?? []).forEach((f, i) => {
    const config = f.config as { moneyFormat?: unknown; valueType?: unknown } | undefined;
    const type = resource?.fields.find((field) => field.name === f.prop)?.type;
    // A column is its field's type unless it names one (field-types.ts).
    if (config?.moneyFormat === undefined || isDecimalType(String(config.valueType ?? type))) return;
    const suggested = isDecimalType(type) ? type! : 'money';
    const reason = language === 'zh'
      ? `moneyFormat（小数位数）只对金额、数值、百分比列有效：请同时设置 valueType（如 "${suggested}"）`
      : `moneyFormat (decimals) applies to money, number and percent columns only: set valueType too (e.g. "${suggested}")`;
    problems.push(problem(language, `/fields/${i}/config/moneyFormat`, 'invalid', { reason }));
  });
  const buttons = page.buttons ?? [];
  // Each button's settings with the toolbar renderer's own schema (its rules, jumps and action settings).
  buttons.forEach((button, i) => problems.push(...checkButtonConfig(button.func_config, `/buttons/${i}/func_config`, language)));
  problems.push(...duplicates(language, buttons.map((b) => ({ name: b.flag })), '/buttons', 'button', 'flag'));
  buttons.forEach((button, i) => {
    const url = (button.func_config as { url?: unknown } | undefined)?.url;
    // An interface button calls the server (/api/...), not a page.
    if (typeof url === 'string' && url.startsWith('/') && !url.startsWith('/api/') && !routes.has(routeOf(url))) {
      problems.push(problem(language, `/buttons/${i}/func_config/url`, 'unknownRoute', { name: url.slice(0, 100) }));
    }
  });
  // Judge expressions and programs of steps run in the browser over the list's rows: checked over its columns.
  if (resource) problems.push(...checkPagePrograms(page, { columns: new Set(servedColumns(resource).names), routeKnown: (r) => routes.has(routeOf(r)), language }));
  const flags = new Set(buttons.map((b) => b.flag));
  (page.grants ?? []).forEach((grant, i) => {
    if (!context.roles.has(grant.role_id)) problems.push(problem(language, `/grants/${i}/role_id`, 'unknownRole', { id: grant.role_id }));
    (grant.buttons ?? []).forEach((flag, j) => !flags.has(flag) && problems.push(problem(language, `/grants/${i}/buttons/${j}`, 'unknownButton', { name: flag })));
  });
  problems.push(...duplicates(language, (page.grants ?? []).map((g) => ({ name: String(g.role_id) })), '/grants', 'role', 'role_id'));
  // Then the page as the browser's compiler makes it, each node with its renderer's schema (tabs, the columns'
  // configs, search controls, the statistics tip, the table's settings): only once its references hold, as a
  // page of a resource there is none of would fail there for that one mistake again.
  const formResource = form ? context.resources.find((r) => resourceBase(r) === form.resource) : undefined;
  if (problems.length === 0) problems.push(...checkCompiledPage(page, resource, language, formResource));
  return problems.length > 0 ? { problems: uniqueProblems(problems) } : { problems, page };
}

/** What publishing `next` over `current` changes: the page created, columns added and removed, and which parts changed. */
export function pageChanges(current: PageDefinition | undefined, next: PageDefinition): DefinitionChange[] {
  if (!current) return [{ kind: 'create', destructive: false }];
  const before = new Set((current.fields ?? []).map((f) => f.prop));
  const after = new Set((next.fields ?? []).map((f) => f.prop));
  const changes: DefinitionChange[] = [
    ...[...after].filter((p) => !before.has(p)).map((field): DefinitionChange => ({ kind: 'addField', field, destructive: false })),
    ...[...before].filter((p) => !after.has(p)).map((field): DefinitionChange => ({ kind: 'dropField', field, destructive: false })),
  ];
  // The menu id is the server's: only what the author wrote counts.
  const menuText = (page: PageDefinition) => JSON.stringify({ ...page.menu, id: undefined });
  if (menuText(current) !== menuText(next)) changes.push({ kind: 'update', key: 'menu', destructive: false });
  for (const key of ['func_config', 'tabs_options', 'statistics_option', 'tree_props', 'buttons', 'grants'] as const) {
    if (JSON.stringify(current[key]) !== JSON.stringify(next[key])) changes.push({ kind: 'update', key, destructive: false });
  }
  if (changes.length === 0 && JSON.stringify(current.fields) !== JSON.stringify(next.fields)) changes.push({ kind: 'update', key: 'fields', destructive: false });
  return changes;
}
