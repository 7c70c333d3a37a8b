import type { ErrorObject } from 'ajv';
import type { CompiledPage } from '../../../schemas/generated/compiled-page.js';
import type { PermNode } from '../../../schemas/generated/perm-node.js';
import type { RemoteField } from '../../../schemas/generated/remote-field.js';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import { isDashboardMenu, isFormMenu, isRecordMenu } from '../../../rules/menu-kind.js';
import { compileDashboardPage } from '../../../rules/page-compile/compile-dashboard-page.js';
import { compileFormPage } from '../../../rules/page-compile/compile-form-page.js';
import { compileListPage } from '../../../rules/page-compile/compile-list-page.js';
import type { PageSchema } from '../../../rules/page-schema.js';
import type { Language } from '../../http/messages.js';
import { rendererValidator } from '../studio/page-compiled.js';
import { withResourceForm } from '../../forms/resource-form.js';

/** What a list page's compile depends on besides its menu: the user's organisation path and the front settings. */
export interface CompileContext {
  language: Language;
  /** The ids of the user's organisation and its ancestors (a statistics tip's apply_org_id). */
  orgPath: readonly number[];
  /** Config group `front` (page_sizes, default_page_size). */
  front: Readonly<Record<string, unknown>>;
  /** The resource served at an address (/api/<module>/<name>): a form's fields are completed from its resource's. */
  resourceAt?: (address: string) => ResourceDefinition | undefined;
}

/** `/children/1/columns/2/width must be integer`: the JSON path first, so configurators find the spot. */
function describe(errors: readonly ErrorObject[], at: string): string[] {
  return errors.map((e) => {
    const extra = e.keyword === 'additionalProperties' ? ` (${(e.params as { additionalProperty: string }).additionalProperty})` : '';
    const allowed = e.keyword === 'enum' ? ` (${(e.params as { allowedValues: unknown[] }).allowedValues.map(String).join(', ')})` : '';
    return `${`${at}${e.instancePath}` || '/'} ${e.message ?? 'is invalid'}${extra}${allowed}`;
  });
}

/** Every node of the page checked with its renderer's schema (`<type>.schema.json`), its children after it. */
function nodeProblems(node: unknown, path: string, into: string[]): string[] {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) {
    into.push(`${path || '/'} must be an object with a type`);
    return into;
  }
  const { type, children } = node as { type?: unknown; children?: unknown };
  const validate = rendererValidator(type);
  if (validate && !validate(node)) into.push(...describe((validate.errors ?? []) as ErrorObject[], path));
  if (Array.isArray(children)) children.forEach((child, i) => nodeProblems(child, `${path}/children/${i}`, into));
  return into;
}

/**
 * A menu leaf's page as the browser renders it: compiled from the menu (and a list's remote fields) in the caller's
 * language, then checked node by node with the renderers' schemas. Configuration that cannot be shown answers no
 * page and every problem, each naming the menu, as the browser lists them.
 */
export function compileMenuPage(menu: PermNode, fields: readonly RemoteField[], context: CompileContext): CompiledPage {
  const named = (problems: readonly string[]) => problems.map((p) => `menu ${menu.id} ${p}`);
  if (menu.config_errors.length > 0) return { menu_id: menu.id, page: null, problems: named(menu.config_errors) };
  // A record page is drawn from its resource's record, not from a compiled page (the browser's RecordShowPage).
  if (isRecordMenu(menu)) return { menu_id: menu.id, page: null, problems: named(['func_config.page_type 3 shows a record: it has no compiled page']) };
  const compiled: string[] = [];
  const page: PageSchema = isFormMenu(menu)
    ? compileFormPage(withResourceForm(menu, context.resourceAt), context.language)
    : isDashboardMenu(menu)
      ? compileDashboardPage(menu, context.language)
      : compileListPage(menu, [...fields], context.language, { orgPath: context.orgPath, front: context.front, problems: compiled });
  const problems = named([...compiled, ...nodeProblems(page, '', [])]);
  return problems.length > 0 ? { menu_id: menu.id, page: null, problems } : { menu_id: menu.id, page: page as unknown as CompiledPage['page'], problems: [] };
}
