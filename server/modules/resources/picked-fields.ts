import type { Kysely } from 'kysely';
import type { PickedField, ResourceDefinition, ResourceField } from '../../../schemas/generated/resource-definition.js';
import type { Database } from '../../db/tables.js';
import { ApiError, Code } from '../../http/envelope.js';
import type { SessionContext } from '../../http/session.js';
import { companyPath, userInCompany } from '../users/search.js';
import { perDefinition } from './registry.js';

/**
 * A record's picked fields (spec 001 §3 form record: the handler user_id / user_name and the department org_id /
 * org_name, chosen in the user picker and the organisation tree picker). The server owns what they say: the id is
 * checked against what the caller's pickers could offer (their company, as getTree need_all 0 shows it), an empty
 * one becomes the caller, and the name is always read from the database: a name from the browser is never stored.
 */
export interface PickedModel {
  field: ResourceField;
  picked: PickedField;
}

/** A definition mistake, said when the server starts (never at a user's save). */
function broken(definition: ResourceDefinition, field: ResourceField, what: string): Error {
  return new Error(`resource ${definition.name}, field ${field.name}: ${what}`);
}

/** The picked fields of a definition, checked once: an int id, a declared text name field, kinds for orgs only. */
export function pickedModels(definition: ResourceDefinition): PickedModel[] {
  const byName = new Map(definition.fields.map((f) => [f.name, f]));
  return definition.fields.flatMap((field) => {
    const picked = field.picked;
    if (!picked) return [];
    if (field.type !== 'int') throw broken(definition, field, 'a picked field holds an int id');
    const name = byName.get(picked.nameField);
    if (!name || name.type !== 'text' || name.picked) throw broken(definition, field, `its name field ${picked.nameField} is not a declared text field`);
    if (picked.kinds && picked.kind !== 'org') throw broken(definition, field, 'kinds are for organisations only');
    return [{ field, picked }];
  });
}

/** The name fields of the picked fields: whatever a body says of them is dropped (the server writes them). */
export function pickedNameFields(models: readonly PickedModel[]): ReadonlySet<string> {
  return new Set(models.map((m) => m.picked.nameField));
}

/** `body` without the picked fields' names: the form echoes them, the server never takes them. */
export function withoutPickedNames<T extends Readonly<Record<string, unknown>>>(models: readonly PickedModel[], body: T): T {
  const names = pickedNameFields(models);
  if (!Object.keys(body).some((k) => names.has(k))) return body;
  return Object.fromEntries(Object.entries(body).filter(([k]) => !names.has(k))) as T;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** The caller's own id for the field: themselves, or the org of their current position. */
function callerId(picked: PickedField, session: SessionContext): number {
  return picked.kind === 'user' ? session.userId : session.subject.orgId;
}

/** Refuses (4400 naming the field) a user the caller's user picker could not offer: unknown, disabled, outside the company. */
async function checkUser(db: Kysely<Database>, session: SessionContext, field: string, id: number): Promise<void> {
  const where = await userInCompany(db, session.subject, id);
  if (where === 'unknown') throw new ApiError(Code.BAD_REQUEST, 'pickedUserUnknown', { field });
  if (where === 'outside') throw new ApiError(Code.BAD_REQUEST, 'pickedUserOutside', { field });
}

/** Refuses (4400 naming the field) an organisation the caller's organisation picker could not offer. */
async function checkOrg(db: Kysely<Database>, session: SessionContext, model: PickedModel, id: number): Promise<void> {
  const field = model.field.name;
  const org = await db.selectFrom('orgs').select(['type', 'path']).where('id', '=', id).executeTakeFirst();
  // A position is a person's place, never a department a document belongs to.
  if (!org || org.type === 'position') throw new ApiError(Code.BAD_REQUEST, 'pickedOrgUnknown', { field });
  if (!org.path.startsWith(companyPath(session.subject))) throw new ApiError(Code.BAD_REQUEST, 'pickedOrgOutside', { field });
  const kinds = model.picked.kinds as readonly string[] | undefined;
  if (kinds && !kinds.includes(org.type)) throw new ApiError(Code.BAD_REQUEST, 'pickedOrgKind', { field });
}

async function nameOf(db: Kysely<Database>, picked: PickedField, id: number): Promise<string | null> {
  const row =
    picked.kind === 'user'
      ? await db.selectFrom('users').select('user_name as name').where('id', '=', id).executeTakeFirst()
      : await db.selectFrom('orgs').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? null;
}

/**
 * Settles the picked fields of a write's checked `values` (add: every declared field; update: the changes), in
 * place. On add an empty id becomes the caller; on update only a field the body sent is touched (empty again
 * becomes the caller). An id other than the caller's own and the record's `stored` one must be one the caller's
 * picker offers (4400 naming the field, nothing written). The name field is set from the database.
 */
export async function settlePicked(
  db: Kysely<Database>,
  models: readonly PickedModel[],
  session: SessionContext,
  values: Record<string, unknown>,
  stored?: Readonly<Record<string, unknown>>,
): Promise<void> {
  for (const model of models) {
    const { field, picked } = model;
    if (stored && !(field.name in values)) continue;
    const own = callerId(picked, session);
    const id = isEmpty(values[field.name]) ? own : Number(values[field.name]);
    // The caller's own and the value the record already holds need no picker: they were right when written.
    const kept = id === own || (stored !== undefined && stored[field.name] !== null && Number(stored[field.name]) === id);
    if (!kept) {
      if (picked.kind === 'user') await checkUser(db, session, field.name, id);
      else await checkOrg(db, session, model, id);
    }
    values[field.name] = id;
    values[picked.nameField] = picked.kind === 'user' && id === session.userId ? session.userName : await nameOf(db, picked, id);
  }
}

/** `pickedModels` made once per definition. */
export const pickedModelsOf = perDefinition(pickedModels);
