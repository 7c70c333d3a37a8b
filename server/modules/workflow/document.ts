import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { Database } from '../../db/tables.js';
import { nowStamp } from '../../db/time.js';
import { ApiError, Code } from '../../http/envelope.js';
import type { SessionContext } from '../../http/session.js';
import { resourceAccess } from '../resources/access.js';
import { STATE_FIELD, isDocument, lifeColumns } from '../resources/lifecycle.js';
import { resourceBase } from '../resources/served.js';

export { DOC_STATUS } from '../resources/lifecycle.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export interface Document {
  definition: ResourceDefinition;
  id: number;
  status: number | null;
  title: string;
}

/** The declared resource whose documents follow the template `label`; 4400 when none does. */
export function definitionOf(app: FastifyInstance, label: string): ResourceDefinition {
  const definition = app.resources.forWorkflow(label);
  if (!definition) throw new ApiError(Code.BAD_REQUEST, 'workflowTplMissing');
  return definition;
}

/**
 * The document `id` of the template's resource when it lies in the caller's read scope: a document
 * missing or outside the scope is "not found" (which of the two is not told); no grant at all is 4403.
 */
export async function documentInScope(app: FastifyInstance, session: SessionContext, label: string, id: number): Promise<Document> {
  const definition = definitionOf(app, label);
  const scope = await resourceAccess(app.database.db, `${resourceBase(definition)}/index`).read(session, undefined);
  const hasStatus = definition.fields.some((f) => f.name === 'status');
  const titleField = definition.fields.find((f) => f.type === 'text')?.name;
  const columns = ['id', ...(hasStatus ? ['status'] : []), ...(titleField ? [titleField] : [])];
  let query = (app.database.db as unknown as AnyDb).selectFrom(definition.table).select(columns).where('id', '=', id);
  if (scope) query = query.where(scope);
  const row = (await query.executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) throw new ApiError(Code.NOT_FOUND, 'notFound');
  const title = `${definition.label.zh} ${titleField ? String(row[titleField] ?? id) : id}`;
  return { definition, id, status: hasStatus ? Number(row.status) : null, title };
}

/**
 * Sets the document's state and form record fields with the workflow (one place writes them; lifeColumns
 * decides which); resources that are not documents keep none.
 */
export async function setDocumentStatus(
  trx: Kysely<Database>,
  definition: ResourceDefinition,
  id: number,
  status: number,
  step: Parameters<typeof lifeColumns>[2] & { from?: readonly number[] } = {},
): Promise<void> {
  if (!isDocument(definition)) return;
  const now = nowStamp();
  let query = (trx as unknown as AnyDb).updateTable(definition.table).set({ ...lifeColumns(status, now, step), updated_at: now }).where('id', '=', id);
  // A move that starts from given states checks them on the write itself: of two racing submits one wins.
  if (step.from) query = query.where(STATE_FIELD, 'in', [...step.from]);
  const result = await query.executeTakeFirst();
  if (step.from && Number(result.numUpdatedRows) !== 1) throw new ApiError(Code.BAD_REQUEST, 'workflowDocumentBusy');
}

/** One column of the document, for form-field approvers; only declared fields and the creator stamps. */
export async function documentField(db: Kysely<Database>, definition: ResourceDefinition, id: number, field: string): Promise<unknown> {
  const allowed = new Set([...definition.fields.map((f) => f.name), 'add_user_id', 'exec_user_id']);
  if (!allowed.has(field)) return undefined;
  const row = (await (db as unknown as AnyDb).selectFrom(definition.table).select(field).where('id', '=', id).executeTakeFirst()) as Record<string, unknown> | undefined;
  return row?.[field];
}
