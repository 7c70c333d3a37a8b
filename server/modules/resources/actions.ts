import type { Kysely } from 'kysely';
import { fillPlaceholders } from '../../../rules/index.js';
import type { ResourceAction, ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { ScopePredicate } from '../../acl/data-scope.js';
import type { Database } from '../../db/tables.js';
import { nowStamp } from '../../db/time.js';
import { ApiError, Code } from '../../http/envelope.js';
import type { Language } from '../../http/messages.js';
import { perDefinition } from './registry.js';

/** Calls every resource has; an action may not take their place. */
const RESERVED = new Set(['index', 'detail', 'update', 'del', 'add', 'stash', 'export', 'listImport', 'initImportDownload', 'fieldRules', 'exportTemplate', 'chart']);
export const MAX_ACTION_IDS = 1000;
/** The largest id (params.schema.json RecordId: PostgreSQL's integer). */
export const MAX_RECORD_ID = 2_147_483_647;

/** Fails at start-up on an action that names a reserved call or a field the resource does not declare. */
export function checkActions(definition: ResourceDefinition): readonly ResourceAction[] {
  const fields = new Set(definition.fields.map((f) => f.name));
  for (const action of definition.actions ?? []) {
    const where = `${definition.module}/${definition.name} action ${action.name}`;
    if (RESERVED.has(action.name)) throw new Error(`${where}: the name is a reserved call`);
    if (!fields.has(action.field)) throw new Error(`${where}: unknown field ${action.field}`);
    for (const name of Object.keys(action.set)) if (!fields.has(name)) throw new Error(`${where}: unknown field ${name} in set`);
  }
  return definition.actions ?? [];
}

/** `checkActions` made once per definition. */
export const actionsOf = perDefinition(checkActions);

/** The records an interface button names: `id`, or `ids` as "1,2,3" or repeated; distinct, at least one. */
export function actionIds(query: { id?: number; ids?: string | number[] }): number[] {
  const raw = query.ids === undefined ? (query.id === undefined ? [] : [query.id]) : typeof query.ids === 'string' ? query.ids.split(',').map(Number) : query.ids;
  const ids = [...new Set(raw)];
  if (ids.length === 0) throw new ApiError(Code.BAD_REQUEST, 'noActionSelection');
  // The text form's digits may pass the 32-bit id range (RecordId) that every id column holds.
  if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > MAX_RECORD_ID)) throw new ApiError(Code.BAD_QUERY, 'badOperand', { field: 'ids' });
  return ids;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Runs an action on the records, all or none: every one must exist inside the caller's scope (else 4404,
 * which of the two is not told) and stand in one of the action's `from` values (else 4400 naming how many
 * do not). Answers how many records changed.
 */
export async function runAction(
  db: Kysely<Database>,
  definition: ResourceDefinition,
  action: ResourceAction,
  scope: ScopePredicate | null,
  ids: readonly number[],
): Promise<number> {
  return (db as unknown as AnyDb).transaction().execute(async (trx) => {
    let found = trx.selectFrom(definition.table).select(['id', action.field]).where('id', 'in', [...ids]);
    if (scope) found = found.where(scope);
    const rows = (await found.execute()) as Record<string, unknown>[];
    if (rows.length !== ids.length) throw new ApiError(Code.NOT_FOUND, 'notFound');
    const allowed = new Set(action.from.map(String));
    const stuck = rows.filter((row) => !allowed.has(String(row[action.field]))).length;
    if (stuck > 0) throw new ApiError(Code.BAD_REQUEST, 'actionNotAllowed', { n: stuck });
    // The same conditions again on the write itself: nothing changes between the check and the update.
    let update = trx
      .updateTable(definition.table)
      .set({ ...action.set, updated_at: nowStamp() })
      .where('id', 'in', [...ids])
      .where(action.field, 'in', action.from);
    if (scope) update = update.where(scope);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) !== ids.length) throw new ApiError(Code.BAD_REQUEST, 'actionNotAllowed', { n: ids.length - Number(result.numUpdatedRows) });
    return ids.length;
  });
}

/** The action's success message in the caller's language. */
export function actionDone(action: ResourceAction, language: Language, n: number): string {
  return fillPlaceholders(action.done[language], { n });
}
