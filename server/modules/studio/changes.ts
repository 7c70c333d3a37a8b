import type { ResourceDefinition, ResourceField } from '../../../schemas/generated/resource-definition.js';
import type { DefinitionChange } from '../../../schemas/generated/studio.js';
import { FIELD_STORAGE } from '../resources/field-storage.js';
import { indexName, resourceIndexes } from '../resources/table.js';

/** A text column's declared length (varchar(n)); the table's default for a text field without one. */
export const DEFAULT_TEXT_LENGTH = 255;

function textLength(field: ResourceField): number | undefined {
  return FIELD_STORAGE[field.type] === 'text' ? (field.maxLength ?? DEFAULT_TEXT_LENGTH) : undefined;
}

/** How one list of fields (the record's, or a child's) changed. */
function fieldChanges(before: readonly ResourceField[], after: readonly ResourceField[], child?: string): DefinitionChange[] {
  const changes: DefinitionChange[] = [];
  const on = child === undefined ? {} : { child };
  const old = new Map(before.map((f) => [f.name, f]));
  const kept = new Set(after.map((f) => f.name));
  for (const field of after) {
    const was = old.get(field.name);
    if (!was) {
      changes.push({ kind: 'addField', ...on, field: field.name, to: field.type, destructive: false });
    } else if (FIELD_STORAGE[was.type] !== FIELD_STORAGE[field.type]) {
      changes.push({ kind: 'retypeField', ...on, field: field.name, from: was.type, to: field.type, destructive: true });
    } else {
      const from = textLength(was);
      const to = textLength(field);
      if (from !== undefined && to !== undefined && to < from) changes.push({ kind: 'narrowField', ...on, field: field.name, from, to, destructive: true });
      if (from !== undefined && to !== undefined && to > from) changes.push({ kind: 'widenField', ...on, field: field.name, from, to, destructive: false });
      else if (from === to && JSON.stringify(was) !== JSON.stringify(field)) changes.push({ kind: 'update', ...on, key: 'fields', field: field.name, destructive: false });
    }
  }
  for (const field of before) if (!kept.has(field.name)) changes.push({ kind: 'dropField', ...on, field: field.name, destructive: true });
  return changes;
}

/** Top-level properties whose change alters no table: reported as `update` so the history says what moved. */
const PLAIN_KEYS = ['label', 'defaultOrder', 'workflowLabel', 'draftRequired', 'numbering', 'actions', 'attachments', 'fileItems', 'scopedIndexes'] as const;

/**
 * What publishing `next` over `current` changes, the destructive changes flagged (they need the author's
 * confirmation): fields and children added, removed, retyped (another storage), narrowed or widened; indexes
 * added or no longer declared; any other top-level property.
 */
export function definitionChanges(current: ResourceDefinition | undefined, next: ResourceDefinition): DefinitionChange[] {
  if (!current) return [{ kind: 'create', destructive: false }];
  const changes = fieldChanges(current.fields, next.fields);
  const oldChildren = new Map((current.children ?? []).map((c) => [c.name, c]));
  const nextChildren = new Set((next.children ?? []).map((c) => c.name));
  for (const child of next.children ?? []) {
    const was = oldChildren.get(child.name);
    if (!was) changes.push({ kind: 'addChild', child: child.name, destructive: false });
    else {
      changes.push(...fieldChanges(was.fields, child.fields, child.name));
      // Its label, row limit or formulas: no table change, but a change all the same.
      if (JSON.stringify({ ...was, fields: [] }) !== JSON.stringify({ ...child, fields: [] })) changes.push({ kind: 'update', key: 'children', child: child.name, destructive: false });
    }
  }
  for (const child of current.children ?? []) if (!nextChildren.has(child.name)) changes.push({ kind: 'dropChild', child: child.name, destructive: true });
  const names = (d: ResourceDefinition) => new Set(resourceIndexes(d).map((columns) => indexName(d.table, columns)));
  const [before, after] = [names(current), names(next)];
  for (const name of after) if (!before.has(name)) changes.push({ kind: 'addIndex', field: name, destructive: false });
  for (const name of before) if (!after.has(name)) changes.push({ kind: 'dropIndex', field: name, destructive: false });
  for (const key of PLAIN_KEYS) {
    if (JSON.stringify(current[key]) !== JSON.stringify(next[key])) changes.push({ kind: 'update', key, destructive: false });
  }
  return changes;
}

/** The top-level keys whose values differ between two versions, each an `update` change: how the keyed kinds diff. */
export function changedKeys<T extends object>(current: T | undefined, next: T, keys: readonly (keyof T & string)[]): DefinitionChange[] {
  if (!current) return [{ kind: 'create', destructive: false }];
  return keys.filter((key) => JSON.stringify(current[key]) !== JSON.stringify(next[key])).map((key): DefinitionChange => ({ kind: 'update', key, destructive: false }));
}
