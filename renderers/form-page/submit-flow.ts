import type { Form } from '@formily/core';
import { ApiCodeError, type RendererEnv } from '../../registry';
import type { FormPageSchema } from '../../schemas/generated/form-page';
import type { NextFlowAnswer } from '../../schemas/generated/workflow';
import { resourceCall, WORKFLOW, type FormRecord } from './api';
import constants from '../../schemas/constants.json';
import { attachmentFieldNames, LINES_COMPONENT } from '../core/form-files';
import type { PendingFiles } from '../core/pending-files';

/**
 * The footer's actions: 暂存 (a draft, submit_status -1), 保存 (submit_status 0; it reads 提交 and completes
 * the document outside approval mode) and 保存并提交 (save, then the approval flow).
 */
export type SubmitKind = 'stash' | 'save' | 'submit';

/** Spec 001 §8: the texts of each action's success and failure. */
export function submitTexts(kind: SubmitKind, approvalMode: boolean): { success: string; failure: string } {
  if (kind === 'stash') return { success: 'form.stashed', failure: 'form.saveFailed' };
  if (kind === 'submit') return { success: 'form.approvalSubmitted', failure: 'form.approvalFailed' };
  return approvalMode ? { success: 'form.saved', failure: 'form.saveFailed' } : { success: 'form.submitted', failure: 'form.submitFailed' };
}

/** After a success the page goes back this many ms later (spec 001 §4), so the notice is seen first. */
export const BACK_DELAY_MS = 120;
/** The first invalid field is scrolled to this many ms after the failure (spec 001 §5), once it is drawn. */
export const SCROLL_DELAY_MS = 100;

/** A 2888 answer's data: the warnings the user is asked to accept and the token that binds them to this payload. */
interface RiskWarning {
  warning?: Array<{ code: string; prompt_content_result: string }>;
  confirm_token?: string;
}

export interface SubmitContext {
  env: RendererEnv;
  schema: FormPageSchema;
  form: Form;
  /** The stored record; null for a new one. */
  record: FormRecord | null;
  approvalMode: boolean;
  /** 数据校验中... / 数据提交中... while the flow runs; null when it ends. */
  setLoading(text: string | null): void;
  /** Shows the next approval step; resolves with the approvers chosen (when the step asks), [] when none, or null when cancelled. */
  chooseNextFlow(answer: NextFlowAnswer): Promise<number[] | null>;
  /** The record was written (before any approval step): the page now edits it. */
  onWritten(record: FormRecord): void;
  /** The flow has finished: the page goes back. */
  onDone(): void;
  /**
   * 暂存 has saved the draft: the user stays in the form, now on the stored draft (issue 41: 暂存 left the form, and a
   * new document's files could only be added after finding it again). Without it, 暂存 goes back as the others do.
   */
  onStashed?(saved: FormRecord): void;
  /** A new document's files, uploaded before its record existed: the write binds them (pending_files). */
  pendingFiles?: PendingFiles;
}

function scrollToFirstError(): void {
  setTimeout(() => {
    const invalid = document.querySelector('.ant-formily-item-error');
    // A table brings its own first failed cell into view (EditStore.showCell); the page scrolls to the other fields.
    if (invalid?.querySelector('.hkwl-grid-error')) return;
    invalid?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    invalid?.querySelector<HTMLElement>('input, textarea, [tabindex]')?.focus({ preventScroll: true });
  }, SCROLL_DELAY_MS);
}

/** The first field that blocks a submit, as the user sees it: its label and its message. */
interface Blocker {
  label: string;
  problem: string;
}

/** The first error among the form's feedbacks (in the form's order), with its field's label. */
function firstBlocker(form: SubmitContext['form'], feedbacks: unknown): Blocker | null {
  const first = (Array.isArray(feedbacks) ? (feedbacks as { path?: string; type?: string; messages?: string[] }[]) : []).find((f) => f.type === 'error' && f.messages?.length);
  if (!first) return null;
  const field = first.path ? form.query(first.path).take() : undefined;
  const title = field && 'title' in field && typeof field.title === 'string' ? field.title : (first.path ?? '');
  return { label: title, problem: first.messages![0] };
}

/** Validates what the action needs (a draft only its temporary-rule fields, the others every field): true, or what blocks. */
async function validates(context: SubmitContext, kind: SubmitKind): Promise<true | Blocker | null> {
  const { form, schema } = context;
  try {
    if (kind === 'stash') {
      const fields = schema.draftRequired ?? [];
      if (fields.length > 0) {
        // A draft is judged on its own fields: errors an earlier save left on the others do not count.
        form.clearErrors('*');
        await form.validate(`*(${fields.join(',')})`);
      }
    } else {
      await form.validate();
    }
    return true;
  } catch (feedbacks) {
    return firstBlocker(form, feedbacks);
  }
}

/** The confirmations of §4 before a submit: the configured one, a creator department other than the user's, several positions. */
async function confirmsSubmit(context: SubmitContext, kind: SubmitKind): Promise<boolean> {
  const { env, schema, record, approvalMode } = context;
  const submitting = kind === 'submit' || (kind === 'save' && !approvalMode);
  if (!submitting) return true;
  if (schema.submitConfirm !== undefined && !(await env.confirm({ content: schema.submitConfirm || env.t('form.confirmSubmit') }))) return false;
  const user = env.user?.() ?? null;
  const creatorOrg = record?.add_org_id;
  if (user && typeof creatorOrg === 'number' && creatorOrg !== user.orgId) {
    const content = env.t('form.confirmDepartment', { creator: String(record?.add_org_name ?? creatorOrg), current: user.orgName });
    if (!(await env.confirm({ content }))) return false;
  }
  if (user && user.positionCount > 1 && !(await env.confirm({ content: env.t('form.confirmPosition', { position: user.positionName }) }))) return false;
  return true;
}

/**
 * The body of the write: the form's values, the write's intent (submit_status) and the confirmed warnings. The
 * document's state is the server's: 保存 keeps a draft, 提交 outside approval completes it, 保存并提交 keeps it a
 * draft that submitFlow takes into approval.
 */
function bodyOf(context: SubmitContext, kind: SubmitKind, confirmation: Record<string, unknown>): Record<string, unknown> {
  const { schema, form, record, approvalMode } = context;
  const values: Record<string, unknown> = { ...(form.values as Record<string, unknown>) };
  if (schema.statusField) delete values[schema.statusField];
  // Attachments are stored by the file calls as they are uploaded: not fields of the record.
  for (const name of attachmentFieldNames(schema.form.properties)) delete values[name];
  // The document's own price splits travel for the lines this form edits, and only then with their rows.
  const splits = values[constants.lineSplitsKey];
  if (splits && typeof splits === 'object') {
    const lines = attachmentFieldNames(schema.form.properties, [LINES_COMPONENT]);
    const sent = Object.fromEntries(Object.entries(splits).filter(([name]) => lines.includes(name)));
    if (Object.keys(sent).length > 0) values[constants.lineSplitsKey] = sent;
    else delete values[constants.lineSplitsKey];
  }
  const completes = kind === 'save' && !approvalMode;
  const submitStatus = kind === 'stash' ? -1 : kind === 'submit' || completes ? 1 : 0;
  const control = record?.id !== undefined ? { id: record.id } : {};
  const pending = context.pendingFiles?.ids() ?? [];
  const files = pending.length > 0 ? { pending_files: pending } : {};
  return { ...values, ...control, ...files, submit_status: submitStatus, perms_id: schema.permsId, ...confirmation };
}

/**
 * Sends a request that the risk rules guard: a 2888 asks to accept its warnings and, accepted, sends it again
 * with their codes and token; declined, answers null. `confirmation` starts with what an earlier step accepted.
 */
async function confirming<T>(context: SubmitContext, send: (confirmation: Record<string, unknown>) => Promise<T>, confirmation: Record<string, unknown> = {}): Promise<T | null> {
  const { env } = context;
  let asked = false;
  for (;;) {
    try {
      return await send(confirmation);
    } catch (error) {
      if (!(error instanceof ApiCodeError) || error.code !== 2888 || asked) throw error;
      const data = (error.data ?? {}) as RiskWarning;
      const items = data.warning ?? [];
      context.setLoading(null);
      const content = [env.t('form.riskWarning'), ...items.map((item, i) => `${i + 1}. ${item.prompt_content_result}`), env.t('form.riskContinue')].join('\n');
      if (!(await env.confirm({ title: error.message || undefined, content }))) return null;
      context.setLoading(env.t('form.submitting'));
      asked = true;
      confirmation = { confirm_rule_code: items.map((item) => item.code), confirm_token: data.confirm_token };
    }
  }
}

/** POSTs the record (add, stash or update), accepting risk warnings on the way. */
function write(context: SubmitContext, kind: SubmitKind): Promise<FormRecord | null> {
  const { env, schema, record } = context;
  const url = resourceCall(schema, record?.id !== undefined ? 'update' : kind === 'stash' ? 'stash' : 'add');
  return confirming(context, (confirmation) => env.request<FormRecord>(url, { method: 'POST', body: bodyOf(context, kind, confirmation) }));
}

/** What the save accepted, carried to submitFlow: the server asks again only if the record or the warnings changed. */
function carriedConfirmation(saved: FormRecord): Record<string, unknown> {
  const token = saved.confirm_token;
  const codes = Array.isArray(saved.warning) ? (saved.warning as Array<{ code?: unknown }>).map((w) => w.code).filter((c): c is string => typeof c === 'string') : [];
  return typeof token === 'string' && codes.length > 0 ? { confirm_rule_code: codes, confirm_token: token } : {};
}

/** 提交 outside approval mode asked to complete the document, and the server's answer says it is still a draft. */
function stayedDraft(context: SubmitContext, kind: SubmitKind, saved: FormRecord): boolean {
  const field = context.schema.statusField;
  return kind === 'save' && !context.approvalMode && field !== undefined && Number(saved[field]) === 0;
}

/** After the write of 保存并提交: the next step shown (approvers chosen when it asks), then submitFlow. */
async function submitForApproval(context: SubmitContext, saved: FormRecord): Promise<boolean> {
  const { env, schema } = context;
  const label = schema.workflowLabel!;
  const id = Number(saved.id);
  const next = await env.request<NextFlowAnswer>(WORKFLOW.nextFlow, { method: 'POST', body: { tpl_label: label, form_data_id: id } });
  context.setLoading(null);
  const users = await context.chooseNextFlow(next);
  if (users === null) return false;
  context.setLoading(env.t('form.submitting'));
  const title = schema.titleField ? saved[schema.titleField] : undefined;
  const body = { tpl_label: label, form_data_id: id, ...(typeof title === 'string' && title.trim() !== '' ? { title: title.slice(0, 200) } : {}), ...(users.length > 0 ? { next_flow: { users } } : {}) };
  const submitted = await confirming(context, (confirmation) => env.request(WORKFLOW.submitFlow, { method: 'POST', body: { ...body, ...confirmation } }), carriedConfirmation(saved));
  return submitted !== null;
}

/**
 * The submit flow of spec 001 §4: validate (数据校验中...), confirm, write (数据提交中...), accept risk
 * warnings, then the approval step for 保存并提交; a success notice and back after 120 ms. Any failure
 * closes the loading; the server's message was shown by the request layer.
 */
export async function runSubmit(context: SubmitContext, kind: SubmitKind): Promise<void> {
  const { env, approvalMode } = context;
  const texts = submitTexts(kind, approvalMode);
  context.setLoading(env.t('form.validating'));
  try {
    const valid = await validates(context, kind);
    if (valid !== true) {
      const text = env.t(texts.failure);
      env.notify.error(valid ? env.t('form.incompleteAt', { text, label: valid.label, problem: valid.problem }) : env.t('form.incomplete', { text }));
      scrollToFirstError();
      return;
    }
    context.setLoading(null);
    if (!(await confirmsSubmit(context, kind))) return;
    context.setLoading(env.t('form.submitting'));
    const saved = await write(context, kind);
    if (!saved) return;
    // Bound to the record by the write: from now on its files are the record's.
    context.pendingFiles?.clear();
    context.onWritten(saved);
    if (kind === 'submit' && !(await submitForApproval(context, saved))) return;
    if (stayedDraft(context, kind, saved)) {
      // 提交 on a resource whose approval template is active: the server kept it a draft, so say that.
      env.notify.warning(env.t('form.savedAsDraft'));
    } else {
      env.notify.success(env.t(texts.success));
    }
    if (kind === 'stash' && context.onStashed) context.onStashed(saved);
    else setTimeout(context.onDone, BACK_DELAY_MS);
  } catch {
    // The request layer has shown the server's message (3010 with its listed items); the form stays as it was.
  } finally {
    context.setLoading(null);
  }
}
