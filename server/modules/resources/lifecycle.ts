import type { ResourceDefinition, ResourceField } from '../../../schemas/generated/resource-definition.js';
import { ApiError, Code } from '../../http/envelope.js';
import type { DocumentSteps } from './document-steps.js';

/**
 * A document's life (spec 000 §3-4, 001 §4), owned by the server: a client never sets any of it. A
 * resource with a workflow label is a document; its `status` is the document state.
 */
export const DOC_STATUS = { draft: 0, inApproval: 1, completed: 2, rejected: 3, void: 4, returned: 5 } as const;

/**
 * States in which the document is its creator's to edit, stash over or delete: a draft, one rejected (驳回), or
 * one returned (退回: sent back to be changed and submitted again; not a rejection).
 */
export const EDITABLE_STATUSES: readonly number[] = [DOC_STATUS.draft, DOC_STATUS.rejected, DOC_STATUS.returned];

/** The column holding a document's state. */
export const STATE_FIELD = 'status';

/** The form record fields of spec 001 §3 that a document carries beside its own fields; the server writes them. */
export const DOCUMENT_FIELDS: readonly ResourceField[] = [
  /** 0 saved or draft, 1 in approval, 2 approved or completed, 3 rejected, 5 returned (mirrors the state). */
  { name: 'approval_status', type: 'int', nullable: true },
  /** The last write's intent: -1 draft (stash), 0 save, 1 submit. */
  { name: 'submit_status', type: 'int', nullable: true },
  /** 1 once the document went into approval. */
  { name: 'is_approval', type: 'int', nullable: true },
  { name: 'submit_at', type: 'datetime', nullable: true },
  /** When the approval passed (or the document completed without one). */
  { name: 'verify_time', type: 'datetime', nullable: true },
  { name: 'workflow_data_title', type: 'text', maxLength: 200, nullable: true },
];

/** Whether the resource's records are documents with a life the workflow drives. */
export function isDocument(definition: ResourceDefinition): boolean {
  return definition.workflowLabel !== undefined && definition.fields.some((f) => f.name === STATE_FIELD);
}

/** The columns a resource has beside its own fields for its life: the form record fields of a document. */
export function documentFields(definition: ResourceDefinition): readonly ResourceField[] {
  return isDocument(definition) ? DOCUMENT_FIELDS : [];
}

/** Body keys no write of a document may carry: its state and the form record fields (4400 naming the key). */
export function serverOwnedKeys(definition: ResourceDefinition): ReadonlySet<string> {
  return new Set(isDocument(definition) ? [STATE_FIELD, ...DOCUMENT_FIELDS.map((f) => f.name).filter((n) => n !== 'submit_status')] : []);
}

/** Refuses a body that sets a field the server owns, naming it; nothing is written. */
export function refuseServerOwned(definition: ResourceDefinition, body: Readonly<Record<string, unknown>>): void {
  const owned = serverOwnedKeys(definition);
  for (const key of Object.keys(body)) if (owned.has(key)) throw new ApiError(Code.BAD_REQUEST, 'serverOwnedField', { field: key });
}

const STATE_WORDS: Readonly<Record<number, { zh: string; en: string }>> = {
  [DOC_STATUS.inApproval]: { zh: '正在审批中', en: 'in approval' },
  [DOC_STATUS.completed]: { zh: '已完成', en: 'completed' },
  [DOC_STATUS.void]: { zh: '已作废', en: 'void' },
};

export const WRITE_WORDS = {
  update: { zh: '修改', en: 'changed' },
  stash: { zh: '暂存', en: 'stashed over' },
  delete: { zh: '删除', en: 'deleted' },
} as const;

/** The refusal of a write to a document no longer its creator's (提交后数据不可修改), in both languages. */
export function documentLocked(state: number, write: keyof typeof WRITE_WORDS): ApiError {
  return new ApiError(Code.DOCUMENT_LOCKED, 'documentLocked', { state: STATE_WORDS[state] ?? { zh: '已提交', en: 'submitted' }, action: WRITE_WORDS[write] });
}

/**
 * The life columns of a document entering `status` (one place decides them all): the state, the mirrored
 * approval_status, and the stamps of the step (submit_at on a submit, verify_time on completion).
 */
export function lifeColumns(status: number, now: string, step: { submitted?: boolean; approval?: boolean; title?: string } = {}): Record<string, unknown> {
  // approval_status knows the approval states only (0-3, 5): a void document keeps the approval state it had.
  const columns: Record<string, unknown> = { [STATE_FIELD]: status };
  if (status !== DOC_STATUS.void) columns.approval_status = status;
  if (step.submitted) Object.assign(columns, { submit_status: 1, submit_at: now, is_approval: step.approval ? 1 : 0 });
  if (step.title !== undefined) columns.workflow_data_title = step.title;
  if (status === DOC_STATUS.completed) columns.verify_time = now;
  return columns;
}

/** submit_status (spec 001 §4): -1 draft (stash), 0 save, 1 submit. */
export type SubmitStatus = -1 | 0 | 1;

/**
 * A document's life columns for a write with `submitStatus` (spec 001 §4): stash and save keep it a draft; a
 * submit completes it at once when its resource has no active approval template, and otherwise stays a saved
 * draft that workflow/submitFlow takes into approval. Answers undefined for a resource that is not a document.
 */
export async function writeLife(
  steps: Pick<DocumentSteps, 'hasApprovalTemplate'>,
  definition: ResourceDefinition,
  submitStatus: SubmitStatus,
  now: string,
): Promise<{ columns: Record<string, unknown>; completes: boolean } | undefined> {
  if (!isDocument(definition)) return undefined;
  if (submitStatus === 1 && !(await steps.hasApprovalTemplate(definition.workflowLabel!))) {
    return { columns: lifeColumns(DOC_STATUS.completed, now, { submitted: true, approval: false }), completes: true };
  }
  return { columns: { submit_status: submitStatus }, completes: false };
}
