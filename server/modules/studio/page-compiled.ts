import type { ErrorObject } from 'ajv';
import type { PageDefinition } from '../../../schemas/generated/page-definition.js';
import type { RemoteField } from '../../../schemas/generated/remote-field.js';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import { resourceBase } from '../resources/served.js';
import type { DefinitionProblem } from '../../../schemas/generated/studio.js';
import type { Language } from '../../http/messages.js';
import { compileDashboardPage } from '../../../rules/page-compile/compile-dashboard-page.js';
import { compileFormPage } from '../../../rules/page-compile/compile-form-page.js';
import { isDashboardMenu, isFormMenu } from '../../../rules/menu-kind.js';
import { statisticsTip } from '../../../rules/page-compile/compile-list-extras.js';
import { compileListPage, isSearchable } from '../../../rules/page-compile/compile-list-page.js';
import { definitionMenu } from '../../../rules/page-compile/definition-menu.js';
import { FORM_SPELLINGS, STATISTICS_SPELLINGS, TAB_SPELLINGS, writtenSpelling, type Spellings } from '../../../rules/page-compile/config-spellings.js';
import { studioValidator } from './check.js';
import { withFormFromResource } from '../../forms/resource-form.js';
import { problem, schemaProblem } from './problems.js';
import toolbarSchema from '../../../schemas/toolbar.schema.json';

/**
 * The schema a renderer type's node is checked with: `<type>.schema.json`, when that schema declares itself the
 * node of that type (`type: { const: '<type>' }`), as every renderer's schema does. Undefined: no renderer draws it.
 */
export function rendererValidator(type: unknown) {
  if (typeof type !== 'string' || !/^[a-z][a-z0-9-]{0,63}$/.test(type)) return undefined;
  let validate;
  try {
    validate = studioValidator(`${type}.schema.json`);
  } catch {
    return undefined;
  }
  const declared = (validate?.schema as { properties?: { type?: { const?: unknown } } } | undefined)?.properties?.type?.const;
  return declared === type ? validate : undefined;
}

/**
 * Where a compiled node's value came from in the page definition: a compiled JSON pointer to a definition's, or
 * undefined for a value made of another node's (its problem is reported there).
 */
type Origin = (path: string, node: Record<string, unknown>) => string | undefined;

interface Sources {
  page: PageDefinition;
  /** The page definition's index of each column the compiled search nodes list (only the searchable ones). */
  searchable: number[];
  /** The page definition's index of each button the compiled toolbar shows (permission-only ones are none). */
  pressable: number[];
}

/** A compiled button's path (its settings lifted from func_config, its action's in `config`) in the definition. */
function buttonPath(index: number, rest: string): string {
  if (index < 0) return '/buttons';
  const base = `/buttons/${index}`;
  if (rest.startsWith('/config')) return `${base}/func_config${rest.slice('/config'.length)}`;
  if (/^\/(hideWhen|disableWhen|jump_config|group|searchType|label)(\/|$)/.test(rest)) return `${base}/func_config${rest}`;
  return base;
}

/** A compiled column's or search field's path (its config spread beside prop and label) in the definition. */
function fieldPath(index: number, rest: string): string {
  const key = /^\/([^/]+)/.exec(rest)?.[1];
  if (key === undefined || key === 'prop') return `/fields/${index}${rest === '' ? '' : '/prop'}`;
  if (key === 'label' || key === 'labelEn') return `/fields/${index}/label`;
  return `/fields/${index}/config${rest}`;
}

/** A compiled path whose first token is a renamed key, in the configuration's spelling (rules/page-compile/config-spellings.ts). */
function writtenPath(path: string, written: Record<string, unknown> | undefined, table: Spellings): string {
  const match = /^\/([^/]+)(.*)$/.exec(path);
  return match ? `/${writtenSpelling(match[1], written, table)}${match[2]}` : path;
}

/** The origin of each kind of node the list compiler makes (rules/page-compile/compile-list-page.ts). */
function listOrigin(type: string, sources: Sources): Origin {
  const { page, searchable, pressable } = sources;
  const buttonFlags = (page.buttons ?? []).map((b) => b.flag);
  return (path, node) => {
    const search = /^\/fields\/(\d+)(.*)$/.exec(path);
    const column = /\/columns\/(\d+)(.*)$/.exec(path);
    const button = /^\/buttons\/(\d+)(.*)$/.exec(path);
    const rowButton = /\/(rowButtons|multButtons)\/(\d+)(.*)$/.exec(path);
    switch (type) {
      case 'status-tabs': {
        const tabs = /^\/tabs\/(\d+)(.*)$/.exec(path);
        const options = page.tabs_options as Record<string, unknown> | undefined;
        const key = options && 'options' in options ? 'options' : 'tabs';
        if (tabs) {
          const tab = (options?.[key] as unknown[] | undefined)?.[Number(tabs[1])] as Record<string, unknown> | undefined;
          return `/tabs_options/${key}/${tabs[1]}${writtenPath(tabs[2], tab, TAB_SPELLINGS)}`;
        }
        if (path === '/field') return `/tabs_options/${options && 'prop' in options ? 'prop' : 'field'}`;
        return `/tabs_options${writtenPath(path, options, TAB_SPELLINGS)}`;
      }
      case 'filter-tags':
        // The tags leave out the tabs' field: a tabs_options without one is the status tabs' problem.
        if (path.startsWith('/exclude')) return undefined;
        if (path.startsWith('/outExcludeClassNames')) return `/func_config${path}`;
        return search ? fieldPath(searchable[Number(search[1])] ?? Number(search[1]), search[2]) : '/fields';
      case 'simple-search':
      case 'query-panel':
      case 'saved-views':
        return search ? fieldPath(searchable[Number(search[1])] ?? Number(search[1]), search[2]) : '/fields';
      case 'toolbar':
        return button ? buttonPath(pressable[Number(button[1])] ?? Number(button[1]), button[2]) : '/buttons';
      case 'list-page':
        // Its title is the menu's name; its children's own problems are theirs.
        return path.startsWith('/title') ? '/menu/name' : '/func_config';
      default:
        if (column) return fieldPath(Number(column[1]), column[2]);
        // The columns themselves (none at all): the page's fields.
        if (/\/columns$/.test(path)) return '/fields';
        if (rowButton) {
          const flag = (node[rowButton[1]] as Array<{ flag?: unknown }> | undefined)?.[Number(rowButton[2])]?.flag;
          return buttonPath(buttonFlags.indexOf(String(flag)), rowButton[3]);
        }
        // The table node's type is func_config.table_type; the rest of the page's settings are func_config's.
        return path === '/type' ? '/func_config/table_type' : '/func_config';
    }
  };
}

/** One error per value: ajv says of a value that is no number that it is none, and then that it is out of range. */
function firstPerPath(errors: readonly ErrorObject[] | null | undefined): ErrorObject[] {
  const seen = new Set<string>();
  return (errors ?? []).filter((error) => {
    const key = error.keyword === 'additionalProperties' || error.keyword === 'required' ? `${error.instancePath} ${JSON.stringify(error.params)}` : error.instancePath;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

interface Node {
  type?: unknown;
  children?: unknown;
}

/** Every node of a compiled page checked with its renderer's schema, children and all, each problem at its origin. */
function walk(node: unknown, originOf: (type: string) => Origin | undefined, language: Language, problems: DefinitionProblem[]): void {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
  const { type, children } = node as Node;
  const origin = typeof type === 'string' ? originOf(type) : undefined;
  if (origin === undefined) return; // checked elsewhere (a chart of the statistics area)
  const validate = rendererValidator(type);
  if (!validate) {
    problems.push(problem(language, origin('/type', node as Record<string, unknown>) ?? '', 'invalid', { reason: language === 'zh' ? `没有渲染器“${String(type).slice(0, 64)}”` : `No renderer draws "${String(type).slice(0, 64)}"` }));
    return;
  }
  if (!validate(node)) {
    for (const error of firstPerPath(validate.errors)) {
      // `children` are the next nodes': each is checked with its own renderer's schema below.
      if (error.instancePath.startsWith('/children')) continue;
      const found = schemaProblem(language, error);
      const path = origin(found.path, node as Record<string, unknown>);
      if (path !== undefined) problems.push({ ...found, path });
    }
  }
  if (Array.isArray(children)) for (const child of children) walk(child, originOf, language, problems);
}

/**
 * A link the compiler could not resolve, at its definition path: compile-links.ts names where (`button <id>
 * (<flag>) func_config[.jump_config[i]]` or `field <prop> labelConfig`), the key, and the name when there is one.
 */
function linkProblem(text: string, page: PageDefinition, language: Language): DefinitionProblem {
  let path = '';
  const field = /^field (\S+) labelConfig/.exec(text);
  const button = /^button \S+ \((\S+)\) func_config(?:\.jump_config\[(\d+)\])?/.exec(text);
  if (field) path = `/fields/${(page.fields ?? []).findIndex((f) => f.prop === field[1])}/config/labelConfig`;
  else if (button) path = `/buttons/${(page.buttons ?? []).findIndex((b) => b.flag === button[1])}/func_config${button[2] === undefined ? '' : `/jump_config/${button[2]}`}`;
  const key = /\.(link_name|linkName) /.exec(text)?.[1] ?? 'link_name';
  const name = /unknown internal link (".*")$/.exec(text)?.[1];
  const reason = name === undefined
    ? (language === 'zh' ? `${key} 须为内部页面的名称` : `${key} must name an internal page`)
    : (language === 'zh' ? `没有名为 ${name.slice(0, 100)} 的内部页面` : `There is no internal page named ${name.slice(0, 100)}`);
  return problem(language, `${path}/${key}`, 'invalid', { reason });
}

/**
 * The statistics tip's items, each compiled alone as the browser compiles it for a user who sees it (an item shown
 * only to some organisations is checked too: someone gets it), checked with the tip renderer's schema at its path.
 */
function checkStatisticsTip(page: PageDefinition, language: Language): DefinitionProblem[] {
  const option = page.statistics_option as Record<string, unknown> | undefined;
  if (!option) return [];
  const key = Array.isArray(option.data) ? 'data' : 'items';
  const list = option[key];
  if (!Array.isArray(list)) return [];
  const validate = rendererValidator('statistics-tip');
  const problems: DefinitionProblem[] = [];
  list.forEach((raw: unknown, i) => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      problems.push(problem(language, `/statistics_option/${key}/${i}`, 'invalid', { reason: language === 'zh' ? '统计项须为对象' : 'A statistics item is an object' }));
      return;
    }
    const item = { ...(raw as Record<string, unknown>), permission: undefined };
    const tip = statisticsTip({ statistics_option: { status: 1, data: [item] } }, []);
    if (!tip || !validate || validate(tip.node)) return;
    for (const error of firstPerPath(validate.errors)) {
      const found = schemaProblem(language, error);
      const rest = found.path.replace(/^\/items\/0/, '');
      problems.push({ ...found, path: `/statistics_option/${key}/${i}${writtenPath(rest, item, STATISTICS_SPELLINGS)}` });
    }
  });
  return problems;
}

/**
 * What a button of a form or a dashboard may do: the toolbar's actions, `permission` (a right the page checks, never
 * pressed) and a form's writes, `add` and `edit` (the rights its 保存 and 提交 are granted by).
 */
const BUTTON_FUNCS: readonly string[] = [...toolbarSchema.definitions.ButtonFunc.enum, 'permission', 'add', 'edit'];

/**
 * A form's or a dashboard's buttons are not compiled into a toolbar (which would check them): each one's `btn_func`
 * is checked here, so a mistyped one is refused at its path instead of granting a button that does nothing.
 */
function checkButtonFuncs(page: PageDefinition, language: Language): DefinitionProblem[] {
  return (page.buttons ?? []).flatMap((button, i) =>
    BUTTON_FUNCS.includes(button.btn_func)
      ? []
      : [schemaProblem(language, { keyword: 'enum', instancePath: `/buttons/${i}/btn_func`, schemaPath: '', params: { allowedValues: BUTTON_FUNCS } })],
  );
}

/** The paths (`/properties/<name>/...`) of a compiled form's fields that have no title; sections are looked into. */
function untitledFields(form: unknown, at = ''): string[] {
  const properties = (form as { properties?: unknown } | null)?.properties;
  if (properties === null || typeof properties !== 'object') return [];
  return Object.entries(properties as Record<string, { type?: unknown; title?: unknown }>).flatMap(([name, node]) => {
    const path = `${at}/properties/${name}`;
    const own = node?.type !== 'void' && typeof node?.title !== 'string' ? [path] : [];
    return [...own, ...untitledFields(node, path)];
  });
}

/**
 * The page as the browser will get it: compiled from the menu node and columns publishing makes of it (the
 * browser's own compiler, rules/page-compile), then every node checked with its renderer's schema, as the
 * browser's page validator does when the page opens. So tabs_options, the columns' configs (cell labels, search
 * controls), the statistics tip and the table's settings are refused at publish, each at its definition path,
 * rather than breaking the page for its users. `resource`: the listed resource; `formResource`: the one a form writes.
 */
export function checkCompiledPage(page: PageDefinition, resource: ResourceDefinition | undefined, language: Language, formResource?: ResourceDefinition): DefinitionProblem[] {
  const { menu, fields } = definitionMenu(page, resource ? resourceBase(resource) : undefined, resource?.fields, true);
  const problems: DefinitionProblem[] = [];
  if (isDashboardMenu(menu)) {
    walk(compileDashboardPage(menu, language), (type) => (type === 'dashboard-page' ? (path) => `/func_config${path}` : undefined), language, problems);
    return [...problems, ...checkButtonFuncs(page, language)];
  }
  if (isFormMenu(menu)) {
    const form = (page.func_config as { form?: Record<string, unknown> }).form;
    const origin: Origin = (path) => {
      if (path.startsWith('/form')) return `/func_config/form/schema${path.slice('/form'.length)}`;
      if (path.startsWith('/title') && typeof form?.title !== 'string') return '/menu/name';
      return `/func_config/form${writtenPath(path, form, FORM_SPELLINGS)}`;
    };
    const compiled = compileFormPage(withFormFromResource(menu, formResource?.fields), language);
    walk(compiled, (type) => (type === 'form-page' ? origin : undefined), language, problems);
    // A field's title is its resource field's label unless the form names one: with neither, it would show its key.
    for (const path of untitledFields(compiled.form)) {
      problems.push(schemaProblem(language, { keyword: 'required', instancePath: `/func_config/form/schema${path}`, schemaPath: '', params: { missingProperty: 'title' } }));
    }
    return [...problems, ...checkButtonFuncs(page, language)];
  }
  const pageType = (page.func_config as { page_type?: unknown } | undefined)?.page_type;
  if (pageType !== undefined && Number(pageType) !== 1) return [];
  const compileProblems: string[] = [];
  const compiled = compileListPage(menu, fields, language, { problems: compileProblems });
  const sources: Sources = {
    page,
    searchable: fields.flatMap((f: RemoteField, i) => (isSearchable(f) ? [i] : [])),
    pressable: (page.buttons ?? []).flatMap((b, i) => (b.btn_func === 'permission' ? [] : [i])),
  };
  // Charts are checked with their references (page-charts.ts); the statistics tip item by item, below.
  walk(compiled, (type) => (type === 'chart' || type === 'statistics-tip' ? undefined : listOrigin(type, sources)), language, problems);
  problems.push(...checkStatisticsTip(page, language));
  for (const text of compileProblems) problems.push(linkProblem(text, page, language));
  return problems;
}
