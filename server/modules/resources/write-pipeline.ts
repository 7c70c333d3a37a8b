import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RiskItem } from '../../../schemas/generated/risk-rule.js';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { ScopePredicate } from '../../acl/data-scope.js';
import { nowStamp } from '../../db/time.js';
import { ok, type Envelope } from '../../http/envelope.js';
import { requestLanguage } from '../../http/messages.js';
import { sessionOf, type SessionContext } from '../../http/session.js';
import { splitConfirmation, type FileBinder } from './document-steps.js';
import { refuseServerOwned, writeLife, type SubmitStatus } from './lifecycle.js';
import { linesCheckerOf, type ChildRows } from './line-check.js';
import { computeSplitRows } from './line-store.js';
import { lineTotals, totalsOf } from './line-totals.js';
import { pickedModelsOf, settlePicked, withoutPickedNames } from './picked-fields.js';
import { resourceOf } from './served.js';

type Row = Record<string, unknown>;

/** The body key naming the caller's pending uploads the write binds to its record. */
export const PENDING_FILES_KEY = 'pending_files';

/** What a record's life columns are for this write (lifecycle.ts writeLife). */
export type Life = Awaited<ReturnType<typeof writeLife>>;

/** What differs between the writes of a record (add and stash, update): the rest is the pipeline's. */
export interface WriteKind {
  /** The menu button that grants the write. */
  button: string;
  /** The risk rules' name of the write (`add`, `update#5`). */
  target: string;
  /** The record as stored, for a write to one (404 when outside the scope; the state rules); null for a new one. */
  stored(scope: ScopePredicate | null): Promise<Row | null>;
  /** Codecs and field rules: the record's own values as they will be written, from the body's fields. */
  values(fields: Row, status: SubmitStatus, life: Life, hasLines: boolean): Row;
  /** The state rules on the stored record (a document in approval or completed is not written). */
  stateRules(stored: Row | null): void;
  /** The record as it would be saved, for the risk rules, and what the risk rules' confirmation is bound to. */
  record(values: Row, stored: Row | null, life: Life, now: string): Row | Promise<Row>;
  riskPayload(payload: Row, status: SubmitStatus): Row;
  /** The write itself, in one transaction with the lines and the files it binds; answers the record as written. */
  write(scope: ScopePredicate | null, values: Row, record: Row, rows: ChildRows, life: Life, files: FileBinder): Promise<Row>;
  /** The written record's id. */
  idOf(written: Row): number;
  /** Whether the answer lists the warnings the caller confirmed (add's answer does; update's never did). */
  answersWarnings: boolean;
}

/**
 * Every write of a record (issue 40: one write path), in one order: access and scope, the life of a document
 * (whether a submit completes it), codecs and field rules, lines and splits (their formula budget), picked
 * fields, state rules, required files, risk rules, the write (stamps, numbering, uniqueness, the files it binds,
 * lines, in one transaction), then the confirmation a submit carries to submitFlow. A refusal at any step writes nothing.
 */
export async function runWrite(app: FastifyInstance, request: FastifyRequest, body: Row, status: SubmitStatus, kind: WriteKind): Promise<Envelope<unknown>> {
  const { definition, access } = resourceOf(request);
  const session = sessionOf(request);
  const scope = await access.button(session, kind.button, body.perms_id as number | undefined);
  const now = nowStamp();
  const life = await writeLife(app.documentSteps, definition, status, now);
  const { [PENDING_FILES_KEY]: pendingSent, ...sent } = body;
  const pendingFiles = Array.isArray(pendingSent) ? (pendingSent as number[]) : [];
  const { payload, confirmCodes, confirmToken } = splitConfirmation(sent);
  const lines = linesCheckerOf(definition);
  const picked = pickedModelsOf(definition);
  const ownFields = lines.fieldsOf(payload);
  // A state or stamp the body forges is refused first, whatever the record's state (4400 naming it).
  refuseServerOwned(definition, ownFields);
  const hasLines = Object.keys(ownFields).length < Object.keys(payload).length;
  // Checked before the risk rules: a bad line is a 4400, whatever the rules would say.
  const rows = await lines.rowsOf(payload, status === -1);
  const stored = await kind.stored(scope);
  // A document that may not change refuses before its rows are computed (4423, whatever they hold).
  kind.stateRules(stored);
  const storedId = stored ? kind.idOf(stored) : null;
  // Rows a price split computes (the contract's), under the split sent or kept, before anything reads them.
  await computeSplitRows(app.database.db, definition, storedId, rows);
  // A field that is the sum of the record's rows (合同金额 ← lines.amount) is the server's while there are rows:
  // the record's own checks and the risk rules see the sum, never a value sent beside it.
  const totals = await lineTotals(app.database.db, totalsOf(definition), rows, storedId, ownFields);
  const values = kind.values(withoutPickedNames(picked, { ...ownFields, ...totals }), status, life, hasLines);
  await settlePicked(app.database.db, picked, session, values, stored ?? undefined);
  // Completed at once (no approval template): as a submit for approval, its required files first.
  if (life?.completes) await app.documentSteps.requiredFiles(definition, storedId, pendingFiles);
  const record = await kind.record(values, stored, life, now);
  const confirmed = await riskRules(app, request, definition, session, kind, record, status, { payload, confirmCodes, confirmToken });
  if (!Array.isArray(confirmed)) return confirmed;
  const files: FileBinder = (trx, id) => app.documentSteps.bindFiles(trx, definition, id, pendingFiles, session.userId);
  const written = await kind.write(scope, values, record, rows, life, files);
  // A submit that goes on into approval carries the warnings accepted here to submitFlow, for the record as stored.
  const carried = status === 1 && life && !life.completes ? await app.documentSteps.risk.carry(definition, session.sessionId, kind.idOf(written), written, confirmed) : undefined;
  return ok({ ...written, ...(kind.answersWarnings ? { warning: confirmed } : {}), ...(carried ? { confirm_token: carried } : {}) });
}

/** The risk rules on save and submit (a draft is not a submission): the warnings confirmed, or the envelope that stops the write. */
async function riskRules(
  app: FastifyInstance,
  request: FastifyRequest,
  definition: ResourceDefinition,
  session: SessionContext,
  kind: WriteKind,
  record: Row,
  status: SubmitStatus,
  sent: ReturnType<typeof splitConfirmation>,
): Promise<RiskItem[] | Envelope<unknown>> {
  if (status === -1) return [];
  const verdict = await app.documentSteps.risk.check({
    definition, sessionId: session.sessionId, target: kind.target, payload: kind.riskPayload(sent.payload, status), record: () => record,
    confirmCodes: sent.confirmCodes, confirmToken: sent.confirmToken, language: requestLanguage(request),
  });
  return verdict.passed ? verdict.confirmed : verdict.answer;
}
