import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText, useEnv } from '../../registry';
import type { FormPageSchema } from '../../schemas/generated/form-page';
import type { Tpl, WorkflowData } from '../../schemas/generated/workflow';
import type { FieldRulesAnswer } from '../../schemas/generated/field-rules';
import { resourceCall, WORKFLOW, type FormRecord } from './api';
import { NO_RULES } from './field-rules';

/** What the page knows of its document: the record (null when new), the active template and its workflow records. */
export interface FormDocument {
  record: FormRecord | null;
  template: Tpl | null;
  /** Usually one; a document several flows have handled has one per flow (the page switches between them). */
  flows: WorkflowData[];
  /** The resource's field rules and numbered field, which the form checks before the server does. */
  rules: FieldRulesAnswer;
}

export type DocumentLoad = { state: 'loading' } | { state: 'failed'; text: string } | { state: 'ready'; document: FormDocument };

/** Where a form finds its record id, the first present (spec 001 §2: main_id, then id, then data_id; links may say form_data_id). */
export const DOCUMENT_ID_PARAMS = ['main_id', 'id', 'data_id', 'form_data_id'] as const;

/** The document id of the address (DOCUMENT_ID_PARAMS), or null when the first one present is not an id. */
export function documentIdOf(query: URLSearchParams): number | null {
  const name = DOCUMENT_ID_PARAMS.find((param) => query.get(param) !== null);
  const raw = name === undefined ? null : query.get(name);
  const id = raw === null || !/^\d{1,10}$/.test(raw) ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * Loads the record, the label's active template (approval mode needs one) and the document's workflow
 * records, at once. `reload` reads them again (after a submit, an approval or a recall).
 */
export function useFormDocument(schema: FormPageSchema, dataId: number | null, taskId: number | null = null): { load: DocumentLoad; reload(): void } {
  // The env is read when loading, not a reason to load again: a new env object (the shell re-rendering)
  // must never reload the document and wipe what the user has typed.
  const env = useEnv();
  const envRef = useRef(env);
  useEffect(() => {
    envRef.current = env;
  }, [env]);
  const [load, setLoad] = useState<DocumentLoad>({ state: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const env = envRef.current;
    let live = true;
    const label = schema.workflowLabel;
    // An approver's link names their task: the server shows the document through it, whatever their scope.
    const readBy = taskId === null ? { perms_id: schema.permsId } : { workflow_log_id: taskId };
    const record = dataId === null ? Promise.resolve(null) : env.request<FormRecord>(resourceCall(schema, 'detail'), { query: { id: dataId, ...readBy }, messageHide: true });
    const template = label
      ? env.request<Tpl | null>(WORKFLOW.tplByLabel, { query: { where: JSON.stringify({ label }) }, messageHide: true, cacheTimer: 10_000 })
      : Promise.resolve(null);
    const flow =
      label && dataId !== null
        ? env.request<{ data: WorkflowData[] }>(WORKFLOW.data, { query: { tpl_label: label, form_data_id: dataId }, messageHide: true }).then((a) => a.data)
        : Promise.resolve([]);
    // Rules the server cannot answer leave the form to the server's own check: they never stop the page.
    const rules = env
      .request<FieldRulesAnswer>(`${schema.resource}/fieldRules`, { query: { perms_id: schema.permsId }, messageHide: true, cacheTimer: 60_000 })
      .catch(() => NO_RULES);
    Promise.all([record, template, flow, rules]).then(
      ([r, t, f, rs]) => live && setLoad({ state: 'ready', document: { record: r, template: t, flows: f, rules: rs ?? NO_RULES } }),
      (error: unknown) => live && setLoad({ state: 'failed', text: failureText(env.t, error, 'errors.loadFailed') }),
    );
    return () => {
      live = false;
    };
  }, [schema, dataId, taskId, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { load, reload };
}
