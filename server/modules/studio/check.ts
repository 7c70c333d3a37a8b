import { Ajv, type ValidateFunction } from 'ajv';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { DefinitionProblem } from '../../../schemas/generated/studio.js';
import type { Language } from '../../http/messages.js';
import { finiteNumbers } from '../../plugins/finite-numbers.js';
import { sharedSchemas } from '../../plugins/schemas.js';
import { addChecker } from '../resources/add.js';
import { declaredTotals } from '../resources/line-totals.js';
import { checkActions } from '../resources/actions.js';
import { LINE_SPLITS_FIELD, childColumns, childModels } from '../resources/children.js';
import { CONTROL_KEYS } from '../resources/control-keys.js';
import { fieldRulesAnswer } from '../resources/field-rules.js';
import { DOCUMENT_FIELDS, STATE_FIELD } from '../resources/lifecycle.js';
import { linesChecker } from '../resources/line-check.js';
import { parseOrder } from '../resources/order.js';
import { pickedModels } from '../resources/picked-fields.js';
import { ID_FIELD, STAMP_FIELDS } from '../resources/stamps.js';
import { resourceColumns } from '../resources/table.js';
import { updateChecker } from '../resources/update.js';
import { PARTS, problem, schemaProblem, type Part } from './problems.js';

let studioAjv: Ajv | undefined;

/** A shared schema by its $id with every schema it refers to, reporting all errors rather than the first. */
export function studioValidator(id: string): ValidateFunction {
  if (!studioAjv) {
    studioAjv = finiteNumbers(new Ajv({ allErrors: true, strict: false, allowUnionTypes: true }));
    for (const schema of sharedSchemas()) studioAjv.addSchema(schema);
  }
  return studioAjv.getSchema(id)!;
}

/** What a definition is checked against besides itself: the served version of its name, the other resources, the tables. */
export interface CheckContext {
  current: ResourceDefinition | undefined;
  others: readonly ResourceDefinition[];
  /** Every table, index, sequence or view in the database: a table name may be none of them. */
  tables: ReadonlySet<string>;
  /** The tables any stored version of this resource had (a child dropped and declared again gets its table back). */
  ownTables: ReadonlySet<string>;
  /** `<module>/<name>` addresses other modules serve (/api/rule/risk_rule/...): a resource may not take one. */
  addresses: ReadonlySet<string>;
  language: Language;
}

/** Columns the platform writes itself: no declared field may take one's name. */
const RESERVED = new Set([ID_FIELD, ...DOCUMENT_FIELDS, ...STAMP_FIELDS, LINE_SPLITS_FIELD].map((f) => f.name).concat([...CONTROL_KEYS]));
const CHILD_RESERVED = new Set(childColumns({ name: 'x', table: 'x', fields: [], splits: ['x'] } as never).map((f) => f.name).concat([...CONTROL_KEYS]));

/** Names declared twice in a list, each at the path of its second declaration. */
export function duplicates(language: Language, items: readonly { name: string }[], path: string, part: Part, key = 'name'): DefinitionProblem[] {
  const seen = new Set<string>();
  return items.flatMap((item, i) => {
    if (!seen.has(item.name)) return (seen.add(item.name), []);
    return [problem(language, `${path}/${i}/${key}`, 'duplicate', { what: PARTS[part], name: item.name })];
  });
}

/** Where a derivation's reason belongs: the child or action it names, else the whole definition. */
function reasonPath(definition: ResourceDefinition, reason: string): string {
  const child = (definition.children ?? []).findIndex((c) => reason.includes(`child ${c.name}:`));
  if (child >= 0) return `/children/${child}`;
  const action = (definition.actions ?? []).findIndex((a) => reason.includes(`action ${a.name}:`));
  return action >= 0 ? `/actions/${action}` : '';
}

/** Runs one of the generic module's derivations, which throw on a definition they cannot serve; its reason is the problem. */
function derive(definition: ResourceDefinition, language: Language, run: () => unknown): DefinitionProblem[] {
  try {
    run();
    return [];
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [problem(language, reasonPath(definition, reason), 'invalid', { reason: reason.slice(0, 300) })];
  }
}

/** The definition without the totals whose field the current definition has and this one drops (usage.ts says those). */
function withoutDroppedTotals(definition: ResourceDefinition, current: ResourceDefinition | undefined): ResourceDefinition {
  const own = new Set(definition.fields.map((f) => f.name));
  const dropped = (name: string) => !own.has(name) && (current?.fields.some((f) => f.name === name) ?? false);
  const children = definition.children?.map((child) => (child.totals ? { ...child, totals: Object.fromEntries(Object.entries(child.totals).filter(([name]) => !dropped(name))) } : child));
  return children ? { ...definition, children } : definition;
}

/** The mistakes of the definition's own parts: names, references between them, what the generic module needs. */
function ownProblems(definition: ResourceDefinition, language: Language, current: ResourceDefinition | undefined): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const fields = definition.fields;
  problems.push(...duplicates(language, fields, '/fields', 'field'));
  fields.forEach((f, i) => RESERVED.has(f.name) && problems.push(problem(language, `/fields/${i}/name`, 'reserved', { name: f.name })));
  // Options name an enum field's values, each once.
  fields.forEach((f, i) => {
    if (!f.options) return;
    if (f.type !== 'enum') problems.push(problem(language, `/fields/${i}/options`, 'invalid', { reason: language === 'zh' ? '只有 enum 类型的字段可以有 options' : 'Only an enum field has options' }));
    problems.push(...duplicates(language, f.options.map((o) => ({ name: String(o.value) })), `/fields/${i}/options`, 'option', 'value'));
  });
  const columns = new Set(resourceColumns(definition).map((c) => c.name));
  for (const key of ['indexes', 'scopedIndexes'] as const) {
    (definition[key] ?? []).forEach((list, i) =>
      list.forEach((name, j) => !columns.has(name) && problems.push(problem(language, `/${key}/${i}/${j}`, 'unknownColumn', { name }))),
    );
  }
  if (definition.numbering && !fields.some((f) => f.name === definition.numbering!.field)) {
    problems.push(problem(language, '/numbering/field', 'unknownColumn', { name: definition.numbering.field }));
  }
  const children = definition.children ?? [];
  problems.push(...duplicates(language, children, '/children', 'child'));
  children.forEach((child, i) => {
    if (columns.has(child.name)) problems.push(problem(language, `/children/${i}/name`, 'reserved', { name: child.name }));
    problems.push(...duplicates(language, child.fields, `/children/${i}/fields`, 'field'));
    child.fields.forEach((f, j) => CHILD_RESERVED.has(f.name) && problems.push(problem(language, `/children/${i}/fields/${j}/name`, 'reserved', { name: f.name })));
  });
  const items = (definition.fileItems ?? []).map((item) => ({ name: item.prop }));
  problems.push(...duplicates(language, items, '/fileItems', 'fileItem', 'prop'));
  problems.push(...duplicates(language, definition.actions ?? [], '/actions', 'action'));
  const own = new Set(definition.fields.map((f) => f.name));
  (definition.draftRequired ?? []).forEach((name, i) => !own.has(name) && problems.push(problem(language, `/draftRequired/${i}`, 'unknownColumn', { name })));

  if (problems.length > 0) return problems;
  try {
    parseOrder(resourceColumns(definition), definition.defaultOrder, 'id desc');
  } catch {
    problems.push(problem(language, '/defaultOrder', 'badOrder', { text: definition.defaultOrder.slice(0, 64) }));
  }
  // What the routes derive from a definition, each of which refuses what it cannot serve (formulas with a cycle included).
  // A total naming a field the publish drops is said as that field's use (usage.ts), not here.
  for (const run of [() => checkActions(definition), () => childModels(definition), () => declaredTotals(withoutDroppedTotals(definition, current)), () => linesChecker(definition), () => addChecker(definition), () => updateChecker(definition), () => pickedModels(definition), () => fieldRulesAnswer(definition)]) {
    const found = derive(definition, language, run);
    problems.push(...found);
    if (found.length > 0) break;
  }
  return problems;
}

/** The mistakes against what is served: a published resource keeps its module and table; tables and labels are not shared. */
function contextProblems(definition: ResourceDefinition, context: CheckContext): DefinitionProblem[] {
  const { current, others, tables, language } = context;
  const problems: DefinitionProblem[] = [];
  if (current) {
    for (const key of ['module', 'table'] as const) {
      if (current[key] !== definition[key]) problems.push(problem(language, `/${key}`, 'immutable', { what: PARTS[key], from: current[key] }));
    }
  }
  if (context.addresses.has(`${definition.module}/${definition.name}`)) problems.push(problem(language, '/name', 'tableTaken', { name: `/api/${definition.module}/${definition.name}` }));
  // A child keeps its table for good: its rows belong to the records by main_id.
  (definition.children ?? []).forEach((child, i) => {
    const was = current?.children?.find((c) => c.name === child.name);
    if (was && was.table !== child.table) problems.push(problem(language, `/children/${i}/table`, 'immutable', { what: PARTS.table, from: was.table }));
  });
  const ownTables = new Set([...context.ownTables, current?.table, ...(current?.children ?? []).map((c) => c.table)]);
  const otherTables = new Set(others.flatMap((d) => [d.table, ...(d.children ?? []).map((c) => c.table)]));
  // The platform's own names (sqlite_..., pg_...) are the engines'.
  const reserved = (table: string) => /^(sqlite_|pg_)/.test(table);
  const taken = (table: string) => reserved(table) || (!ownTables.has(table) && (otherTables.has(table) || tables.has(table)));
  if (!current && taken(definition.table)) problems.push(problem(language, '/table', 'tableTaken', { name: definition.table }));
  const childTables = new Set<string>();
  (definition.children ?? []).forEach((child, i) => {
    if (taken(child.table) || child.table === definition.table || childTables.has(child.table)) problems.push(problem(language, `/children/${i}/table`, 'tableTaken', { name: child.table }));
    childTables.add(child.table);
  });
  const label = definition.workflowLabel;
  const sharing = label === undefined ? undefined : others.find((d) => d.workflowLabel === label);
  if (sharing) problems.push(problem(language, '/workflowLabel', 'labelTaken', { name: label!, other: sharing.name }));
  // A document's state is its status field, whose numbers the approval engine writes (lifecycle.ts): without one the
  // record would go through approval and stay editable. The built-in documents declare it int, studio ones enum.
  if (label !== undefined && !definition.fields.some((f) => f.name === STATE_FIELD && (f.type === 'enum' || f.type === 'int'))) {
    const reason = language === 'zh' ? '有审批标识的资源须有枚举或整数字段 status（单据状态，由审批写入）' : 'A resource with a workflow label has an enum or int field status (the document state approval writes)';
    problems.push(problem(language, '/workflowLabel', 'invalid', { reason }));
  }
  return problems;
}

/**
 * Every mistake of a definition the studio sends, each with its JSON pointer: the schema's first (all of them),
 * then the rules the generic module relies on. No problems: the definition can be served.
 */
export function checkDefinition(input: unknown, context: CheckContext): { problems: DefinitionProblem[]; definition?: ResourceDefinition } {
  const validate = studioValidator('resource-definition.schema.json');
  if (!validate(input)) return { problems: (validate.errors ?? []).map((e) => schemaProblem(context.language, e)) };
  const definition = input as ResourceDefinition;
  const problems = [...contextProblems(definition, context), ...ownProblems(definition, context.language, context.current)];
  return problems.length > 0 ? { problems } : { problems, definition };
}
