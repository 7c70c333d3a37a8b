import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText, useEnv } from '../../registry';
import type { FormPageSchema } from '../../schemas/generated/form-page';
import type { Tpl, WorkflowData } from '../../schemas/generated/workflow';
import { resourceCall, WORKFLOW, type FormRecord } from './api';

/** What the page knows of its document: the record (null when new), the active template and its workflow records. */
export interface FormDocument {
  record: FormRecord | null;
  template: Tpl | null;
  /** Usually one; a document several flows have handled has one per flow (the page switches between them). */
  flows: WorkflowData[];
}

export type DocumentLoad = { state: 'loading' } | { state: 'failed'; text: string } | { state: 'ready'; document: FormDocument };

/** The document id of the address: `data_id`, `form_data_id` or `id` (spec 000 §2.3 workflow links). */
export function documentIdOf(query: URLSearchParams): number | null {
  const raw = query.get('data_id') ?? query.get('form_data_id') ?? query.get('id');
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Loads the record, the label's active template (approval mode needs one) and the document's workflow
 * records, at once. `reload` reads them again (after a submit, an approval or a recall).
 */
export function useFormDocument(schema: FormPageSchema, dataId: number | null): { load: DocumentLoad; reload(): void } {
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
    const record = dataId === null ? Promise.resolve(null) : env.request<FormRecord>(resourceCall(schema, 'detail'), { query: { id: dataId, perms_id: schema.permsId }, messageHide: true });
    const template = label
      ? env.request<Tpl | null>(WORKFLOW.tplByLabel, { query: { where: JSON.stringify({ label }) }, messageHide: true, cacheTimer: 10_000 })
      : Promise.resolve(null);
    const flow =
      label && dataId !== null
        ? env.request<{ data: WorkflowData[] }>(WORKFLOW.data, { query: { tpl_label: label, form_data_id: dataId }, messageHide: true }).then((a) => a.data)
        : Promise.resolve([]);
    Promise.all([record, template, flow]).then(
      ([r, t, f]) => live && setLoad({ state: 'ready', document: { record: r, template: t, flows: f } }),
      (error: unknown) => live && setLoad({ state: 'failed', text: failureText(env.t, error, 'errors.loadFailed') }),
    );
    return () => {
      live = false;
    };
  }, [schema, dataId, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { load, reload };
}
