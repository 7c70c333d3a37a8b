import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { Database } from '../../db/tables.js';
import { nowStamp } from '../../db/time.js';
import { ApiError, Code } from '../../http/envelope.js';
import type { SessionContext } from '../../http/session.js';
import { resourceAccess } from '../resources/access.js';
import { resourceBase } from '../resources/index.js';

/** Business document statuses the workflow drives (spec 000 §3): 草稿, 审批中, 已完成, 已驳回. */
export const DOC_STATUS = { draft: 0, inApproval: 1, completed: 2, rejected: 3 } as const;

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
  const definition = app.resources.find((d) => d.workflowLabel === label);
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

/** Sets the document's status with the workflow (one place writes it); resources without a status keep none. */
export async function setDocumentStatus(trx: Kysely<Database>, definition: ResourceDefinition, id: number, status: number): Promise<void> {
  if (!definition.fields.some((f) => f.name === 'status')) return;
  await (trx as unknown as AnyDb).updateTable(definition.table).set({ status, updated_at: nowStamp() }).where('id', '=', id).execute();
}

/** One column of the document, for form-field approvers; only declared fields and the creator stamps. */
export async function documentField(db: Kysely<Database>, definition: ResourceDefinition, id: number, field: string): Promise<unknown> {
  const allowed = new Set([...definition.fields.map((f) => f.name), 'add_user_id', 'exec_user_id']);
  if (!allowed.has(field)) return undefined;
  const row = (await (db as unknown as AnyDb).selectFrom(definition.table).select(field).where('id', '=', id).executeTakeFirst()) as Record<string, unknown> | undefined;
  return row?.[field];
}
