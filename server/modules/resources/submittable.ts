import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { Database } from '../../db/tables.js';
import { addChecker } from './add.js';
import { serverOwnedKeys } from './lifecycle.js';
import { linesCheckerOf } from './line-check.js';
import { readLines } from './line-store.js';
import { perDefinition } from './registry.js';

const addCheckerOf = perDefinition(addChecker);

/**
 * Holds a stored document to what a save would ask of it before it leaves the draft state (issue 40: a stash
 * keeps only its draft fields, and submitFlow took such a draft into approval). Its declared fields go through
 * the add checks at save level (types, field rules, every required field) and its lines through the line
 * checks without the draft allowance; the first fault is the same 4400 a save of those values would answer.
 */
export async function checkSubmittable(db: Kysely<Database>, definition: ResourceDefinition, stored: Readonly<Record<string, unknown>>): Promise<void> {
  const owned = serverOwnedKeys(definition);
  const values = Object.fromEntries(definition.fields.filter((f) => !owned.has(f.name) && stored[f.name] !== null).map((f) => [f.name, stored[f.name]]));
  addCheckerOf(definition)(values, 0);
  const lines = linesCheckerOf(definition);
  if (!lines.any) return;
  const stamped = await readLines(db, definition, Number(stored.id));
  const children = Object.fromEntries((definition.children ?? []).map((c) => [c.name, stamped[c.name]]));
  await lines.rowsOf(children, false);
}
