import type { FastifyInstance } from 'fastify';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { requestLanguage } from '../../http/messages.js';
import { sessionOf } from '../../http/session.js';
import type { RiskItem } from '../../../schemas/generated/risk-rule.js';
import { nowStamp } from '../../db/time.js';
import { addRoutes, writeLife, type SubmitStatus } from './add.js';
import { splitConfirmation } from './document-steps.js';
import { RESOURCE_CALL, RESOURCE_ROUTE, resourceOf } from './served.js';
import { perDefinition } from './registry.js';
import { EDITABLE_STATUSES, STATE_FIELD, documentLocked } from './lifecycle.js';
import { linesCheckerOf } from './line-check.js';
import { pickedModelsOf, settlePicked, withoutPickedNames } from './picked-fields.js';
import { deleteResources, findResource } from './query.js';
import { updateChecker, updateResource } from './update.js';

interface DeleteBody {
  ids?: number[];
  id?: number;
  perms_id?: number;
}

interface UpdateBody {
  id: number;
  perms_id?: number;
  submit_status?: SubmitStatus;
  [field: string]: unknown;
}

/** The button flags that open writing a record (the seed's and the spec's names). */
export const EDIT_FLAG = 'edit';
export const DELETE_FLAG = 'del';

/**
 * `update` and `del` of every resource: each only inside the scope of the menus whose button (`edit`, `del`)
 * the caller's role holds. A record outside it is never touched: update answers 4404, delete counts it
 * as ignored.
 */
const updateCheckerOf = perDefinition(updateChecker);

export function writeRoutes(app: FastifyInstance): void {
  const { db } = app.database;
  addRoutes(app);

  app.post<{ Body: UpdateBody }>(
    `${RESOURCE_ROUTE}/update`,
    { schema: { body: ref('resource-update.schema.json'), response: answers(ref('resource-update.schema.json', 'UpdateAnswer')) }, config: RESOURCE_CALL },
    async (request) => {
      const { definition, access } = resourceOf(request);
      const checkUpdate = updateCheckerOf(definition);
      const lines = linesCheckerOf(definition);
      const picked = pickedModelsOf(definition);
      const session = sessionOf(request);
      const scope = await access.button(session, EDIT_FLAG, request.body.perms_id);
      const { payload, confirmCodes, confirmToken } = splitConfirmation(request.body);
      const submitStatus = (request.body.submit_status ?? 0) as SubmitStatus;
      const life = await writeLife(app.documentSteps, definition, submitStatus, nowStamp());
      // A submit of a document may change nothing but its state (completing it as it is); lines alone are a change.
      const ownFields = lines.fieldsOf(payload);
      const hasLines = Object.keys(ownFields).length < Object.keys(payload).length;
      const changes = checkUpdate(withoutPickedNames(picked, ownFields), (submitStatus === 1 && life !== undefined) || hasLines);
      const rows = await lines.rowsOf(payload, submitStatus === -1);
      const write = submitStatus === -1 ? 'stash' : 'update';
      const stored = await findResource(db, definition, scope, request.body.id);
      if (!stored) throw new ApiError(Code.NOT_FOUND, 'notFound');
      if (life && !EDITABLE_STATUSES.includes(Number(stored[STATE_FIELD]))) throw documentLocked(Number(stored[STATE_FIELD]), write);
      // Completed at once (no approval template): as a submit for approval, its required files first.
      if (life?.completes) await app.documentSteps.requiredFiles(definition, request.body.id);
      await settlePicked(db, picked, session, changes, stored);
      let confirmed: RiskItem[] = [];
      // A draft is not a submission: the rules run on save and submit, over the stored record with the changes.
      if (submitStatus !== -1) {
        const verdict = await app.documentSteps.risk.check({
          definition, sessionId: session.sessionId, target: `update#${request.body.id}`, payload, record: () => ({ ...stored, ...changes }), confirmCodes, confirmToken, language: requestLanguage(request),
        });
        if (!verdict.passed) return verdict.answer;
        confirmed = verdict.confirmed;
      }
      const updated = await updateResource(db, definition, scope, request.body.id, { ...changes, ...life?.columns }, write, rows);
      const carried = submitStatus === 1 && life && !life.completes ? app.documentSteps.risk.carry(definition, session.sessionId, request.body.id, updated, confirmed) : undefined;
      return ok({ ...updated, ...(carried ? { confirm_token: carried } : {}) });
    },
  );

  app.post<{ Body: DeleteBody }>(
    `${RESOURCE_ROUTE}/del`,
    { schema: { body: ref('resource-delete.schema.json', 'DeleteBody'), response: answers(ref('resource-delete.schema.json')) }, config: RESOURCE_CALL },
    async (request) => {
      const { definition, access } = resourceOf(request);
      const session = sessionOf(request);
      const ids = [...new Set(request.body.ids ?? (request.body.id === undefined ? [] : [request.body.id]))];
      if (ids.length === 0) throw new ApiError(Code.BAD_REQUEST, 'noDeleteSelection');
      const touched: number[] = [];
      const goneFiles: string[] = [];
      const deleted = await deleteResources(db, definition, await access.button(session, DELETE_FLAG, request.body.perms_id), ids, app.documentSteps, touched, goneFiles);
      // After the commit: a failed removal leaves an unreachable file, never a row without its file.
      for (const key of goneFiles) await app.fileStorage.delete(key).catch((e: unknown) => request.log.error(e, 'attachment removal'));
      await app.documentSteps.pushCounts(touched);
      return ok({ deleted, ignored: ids.length - deleted });
    },
  );
}
