import { Alert, Card, Spin } from 'antd';
import { useState } from 'react';
import type { RendererProps } from '../../registry';
import { useDialogHost, useEnv } from '../../registry';
import type { FormPageSchema } from '../../schemas/generated/form-page';
import { afterActionOf } from './after-action';
import { FormDocumentView } from './FormDocumentView';
import { documentIdOf, useFormDocument } from './use-form-document';

/** The address of the page as the renderer reads it (sealed queries opened by the shell). */
function addressQuery(env: ReturnType<typeof useEnv>): URLSearchParams {
  return env.routeQuery?.() ?? new URLSearchParams(window.location.search);
}

function rowId(row: FormPageSchema['row']): number | null {
  const id = Number((row as { id?: unknown } | undefined)?.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A declared form (spec 001 screen 14) over one record of its resource: new when the address names no
 * record (`data_id`, `form_data_id` or `id`), else that record, editable while it is a draft, rejected or returned and
 * read-only once in approval or complete. `workflow_log_id` (an approver's link) opens it read-only with the
 * decision on their task, and `after_action` (back, close, next, stay) says what follows the decision.
 * Opened in a dialog (a toolbar component button), the selected row is the record and finishing or 返回
 * closes the dialog.
 */
export default function FormPage({ schema }: RendererProps<FormPageSchema>) {
  const env = useEnv();
  const host = useDialogHost();
  // In a dialog the selected row names the record; on a page, the address.
  const [query] = useState(() => (host ? new URLSearchParams() : addressQuery(env)));
  const [dataId, setDataId] = useState(() => (host ? rowId(schema.row) : documentIdOf(query)));
  const taskId = Number(query.get('workflow_log_id')) || null;
  const { load, reload } = useFormDocument(schema, dataId, taskId);
  // 暂存 of a new document: the page goes on as the stored draft, and its address names it (a reload opens it).
  const stored = (id: number) => {
    if (dataId === id) {
      reload();
      return;
    }
    setDataId(id);
    // The address as the shell writes it (sealed when it seals queries), in place of the new form's.
    const params = new URLSearchParams(query);
    params.set('data_id', String(id));
    const to = `${window.location.pathname}?${params.toString()}`;
    window.history.replaceState(window.history.state, '', env.href ? env.href(to) : to);
  };
  if (load.state === 'loading') {
    return (
      <Card data-testid="form-page-loading" aria-busy="true">
        <Spin />
      </Card>
    );
  }
  if (load.state === 'failed') return <Alert data-testid="form-page-error" type="error" showIcon message={load.text} />;
  return (
    <FormDocumentView
      // A new document (or one read again) starts a fresh form.
      key={`${dataId ?? 'new'}:${String(load.document.record?.updated_at ?? '')}:${load.document.flows.map((f) => `${f.status}.${f.round}`).join(',')}`}
      schema={schema}
      document={load.document}
      taskId={taskId}
      readOnly={taskId !== null || query.get('readonly') === '1'}
      afterAction={afterActionOf(query)}
      onChanged={reload}
      onStored={stored}
      host={host}
    />
  );
}
