import { compileFormula, formulaCycles, type ArithmeticFormula } from '../../../codecs/formula/index.js';
import { isNumericType } from '../../../codecs/index.js';
import type { ResourceChild, ResourceDefinition, ResourceField } from '../../../schemas/generated/resource-definition.js';
import { CONTROL_KEYS } from './control-keys.js';
import { serverOwnedKeys } from './lifecycle.js';
import { ID_FIELD, STAMP_FIELDS } from './stamps.js';

/**
 * A record's child resource (issue 21: a document's lines), as the definition declares it: a table of its own
 * whose rows carry the parent's id in `main_id` and their order in `sort`. The server owns those columns, the
 * row ids and the audit times; the rows' declared fields come from the body, formula fields from the server.
 */

/** The parent's id on every child row (the spec's wire name). */
export const PARENT_KEY = 'main_id';
/** The row's place among its siblings, 0 first: the order the body sent them in. */
export const SORT_KEY = 'sort';

/** The columns a child row has beside its declared fields, all set by the server. */
const SERVER_COLUMNS: readonly ResourceField[] = [
  { name: PARENT_KEY, type: 'int' },
  { name: SORT_KEY, type: 'int' },
  ...STAMP_FIELDS.filter((f) => f.name === 'created_at' || f.name === 'updated_at'),
];

/** Keys a row may carry back from a detail answer that never change anything: the server's own columns. */
export const ROW_SERVER_KEYS: ReadonlySet<string> = new Set(SERVER_COLUMNS.map((f) => f.name));

/** Every column of a child table: id, main_id, sort, the declared fields, the audit times. */
export function childColumns(child: ResourceChild): ResourceField[] {
  const [parent, sort, ...times] = SERVER_COLUMNS;
  // A child whose price split a document may change keeps each row's own sub-item values (line-splits.ts).
  const own = splitsAllowed(child) ? [SPLIT_VALUES_FIELD] : [];
  return [ID_FIELD, parent, sort, ...child.fields, ...own, ...times];
}

/** Whether a document may split some of the child's columns its own way (line-splits.ts). */
export function splitsAllowed(child: ResourceChild): boolean {
  return (child.splits?.length ?? 0) > 0;
}

/** A row's own price-split sub-item values, as JSON (line-splits.ts). */
export const SPLIT_VALUES_FIELD: ResourceField = { name: 'split_values', type: 'text', maxLength: 16_000, nullable: true };
/** The record's own price splits, as JSON, on a resource whose lines declare `splits` (never listed or filtered). */
export const LINE_SPLITS_FIELD: ResourceField = { name: 'line_splits', type: 'text', maxLength: 600_000, nullable: true };

/** A formula field of a child, ready to run: the fields are evaluated in `order` (a formula after those it reads). */
export interface ChildFormula {
  field: ResourceField;
  formula: ArithmeticFormula;
}

/** A child as the writes use it: its declaration, its formulas in evaluation order, its decimals per numeric field. */
export interface ChildModel {
  child: ResourceChild;
  formulas: readonly ChildFormula[];
  /** The declared fields by name. */
  fields: ReadonlyMap<string, ResourceField>;
}


/** A definition mistake, said when the server starts (never at a user's save). */
function broken(definition: ResourceDefinition, child: ResourceChild, what: string): Error {
  return new Error(`resource ${definition.name}, child ${child.name}: ${what}`);
}

/**
 * The children of a definition, checked once when the server builds its routes: a name clear of the parent's
 * keys, fields clear of the server's columns, no unique rule (a line is unique by nothing), formulas on
 * declared numeric fields reading declared numeric fields, without cycles, ordered so each runs after those it reads.
 */
export function childModels(definition: ResourceDefinition): ChildModel[] {
  const taken = new Set([...definition.fields.map((f) => f.name), ...serverOwnedKeys(definition), ...CONTROL_KEYS, 'id', LINE_SPLITS_FIELD.name, ...STAMP_FIELDS.map((f) => f.name)]);
  const names = new Set<string>();
  return (definition.children ?? []).map((child) => {
    if (taken.has(child.name) || names.has(child.name)) throw broken(definition, child, 'its name is already a key of the record');
    names.add(child.name);
    const fields = new Map<string, ResourceField>();
    for (const field of child.fields) {
      if (field.name === ID_FIELD.name || field.name === SPLIT_VALUES_FIELD.name || ROW_SERVER_KEYS.has(field.name) || fields.has(field.name)) throw broken(definition, child, `field ${field.name} is the server's or declared twice`);
      if (field.rules?.unique) throw broken(definition, child, `field ${field.name}: a line cannot be unique`);
      fields.set(field.name, field);
    }
    for (const field of child.fields) {
      if (!field.file) continue;
      if (field.type !== 'int') throw broken(definition, child, `file field ${field.name} is not an int`);
      if (fields.get(field.file.nameField)?.type !== 'text') throw broken(definition, child, `file field ${field.name}: its name field ${field.file.nameField} is not a declared text field`);
    }
    const declared = child.formulas ?? {};
    const numeric = new Set(child.fields.filter((f) => isNumericType(f.type)).map((f) => f.name));
    for (const name of Object.keys(declared)) if (!numeric.has(name)) throw broken(definition, child, `formula ${name} is not a numeric field`);
    for (const name of child.splits ?? []) if (!numeric.has(name)) throw broken(definition, child, `split ${name} is not a numeric field`);
    const cycles = formulaCycles(declared);
    if (cycles.length > 0) throw broken(definition, child, `formulas ${cycles.join(', ')} read each other in a cycle`);
    const compiled = new Map(Object.entries(declared).map(([name, text]) => [name, compileFormula(text, { variables: numeric })]));
    // Depth-first: a formula is placed after the formulas it reads (no cycles, checked above).
    const order: ChildFormula[] = [];
    const place = (name: string) => {
      if (order.some((f) => f.field.name === name)) return;
      const formula = compiled.get(name)!;
      for (const read of formula.variables) if (compiled.has(read)) place(read);
      order.push({ field: fields.get(name)!, formula });
    };
    for (const name of compiled.keys()) place(name);
    return { child, formulas: order, fields };
  });
}
