import { createForm, onFieldInputValueChange, setValidateLanguage, type Form } from '@formily/core';
import { FormLayout } from '@formily/antd-v5/esm/form-layout';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import { Button, Card, Spin, Tabs } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { lentPart, useEnv, type DialogHost, type RendererEnv } from '../../registry';
import constants from '../../schemas/constants.json';
import type { FormNode, FormPageSchema } from '../../schemas/generated/form-page';
import type { AfterAction } from '../../schemas/generated/workflow';
import { APPROVAL_BACK_URL, runAfterAction } from './after-action';
import type { FormRecord } from './api';
import { ApprovalPanel, FLOW_STATUS } from './ApprovalPanel';
import { resourceNameOf } from '../core/file-shared/api';
import { PendingFiles } from '../core/pending-files';
import { FormFooter } from './FormFooter';
import { withFieldRules } from './field-rules';
import { followLineTotals } from './line-totals';
import { formComponents } from './form-components';
import { ATTACHMENT_COMPONENT, attachmentFieldNames, DOCUMENT_FILES_PART, FormFilesContext, type DocumentFilesProps, type FormFilesOwner } from '../core/form-files';
import { FormPermsContext } from '../core/form-perms';
import { useNextFlowChooser } from './NextFlowDialog';
import { callerDefaults, pickerNameField } from './picker-fields';
import { MOBILE_HIDDEN_SECTIONS, SectionTabs, type SectionTab } from './SectionTabs';
import { runSubmit, type SubmitKind } from './submit-flow';
import type { FormDocument } from './use-form-document';
import { useFlowRecord } from './use-flow-log';
import { ApprovalSection, AuditFacts, exportDocumentFile } from './document-sections';
import { formLabelWidth, useMobile } from '../core/use-mobile';
import './form-layout.css';

/** A document's own files: the attachments renderer lends them. */
const DocumentFiles = lentPart<DocumentFilesProps>(DOCUMENT_FILES_PART);
const SchemaField = createSchemaField({ components: formComponents() });

/** The data fields of a form schema (void sections and grids opened), by name. */
export function fieldNames(properties: Readonly<Record<string, FormNode>>): string[] {
  // A picker control's name field (customer_name beside customer_id) comes with the record too; each name once
  // (a chooser may keep the name in its own field).
  const names = Object.entries(properties).flatMap(([name, node]) => (node.type === 'void' ? fieldNames(node.properties ?? {}) : [name, ...[pickerNameField(node)].filter((n): n is string => n !== null)]));
  return [...new Set(names)];
}

/** A draft, a rejected or a returned document is edited; one in approval or complete is read (spec 001 §4). */
function isEditable(schema: FormPageSchema, document: FormDocument): boolean {
  const { record, flows } = document;
  if (!record) return true;
  if (flows.some((flow) => flow.status === FLOW_STATUS.inApproval || flow.status === FLOW_STATUS.completed)) return false;
  if (!schema.statusField) return true;
  const status = Number(record[schema.statusField]);
  // The document state reads like the workflow status: 0 draft, 3 rejected, 5 returned.
  return status === FLOW_STATUS.saved || status === FLOW_STATUS.rejected || status === FLOW_STATUS.returned;
}

interface ViewProps {
  schema: FormPageSchema;
  document: FormDocument;
  taskId: number | null;
  readOnly: boolean;
  /** What the page does after the approver decides their task (the link's after_action). */
  afterAction?: AfterAction;
  onChanged(): void;
  /** The dialog the form is in: leaving closes it instead of navigating. */
  host?: DialogHost | null;
  /** 暂存 stored the draft `id`: the page goes on with it (a new document becomes its stored draft). */
  onStored?(id: number): void;
}

/**
 * The document's Formily form: the stored record's values (with its own price splits), or a new one's handler and
 * department as the server will fill them; dirty once the user types (leaving then asks, spec 001 §4); a field the
 * server sums from the lines follows them.
 */
function useDocumentForm(env: RendererEnv, schema: FormPageSchema, document: FormDocument, editable: boolean) {
  const [dirty, setDirty] = useState(false);
  // The rules arrive with the document; the signed-in user is the session's (a new position reloads the page).
  const picked = document.rules.picked;
  const totals = document.rules.totals;
  const totalHint = useCallback((label: string) => env.t('form.totalOfLines', { label }), [env]);
  const [caller] = useState(() => env.user?.() ?? null);
  const form = useMemo(() => {
    // Formily's own messages (该字段是必填字段) in the user's language.
    setValidateLanguage(env.language === 'zh' ? 'zh-CN' : 'en-US');
    const names = fieldNames(schema.form.properties);
    // The fields the form shows, and the document's own price splits its lines are shown with.
    // A new record opens with its handler and department as the server will fill them: the user and their organisation.
    const stored = document.record
      ? Object.fromEntries([...names, constants.lineSplitsKey].filter((n) => n in document.record!).map((n) => [n, document.record![n]]))
      : callerDefaults(schema.form.properties, picked, caller);
    return createForm({
      initialValues: stored,
      readPretty: !editable,
      effects() {
        // Only the user's input marks the form dirty, not the values it was opened with.
        onFieldInputValueChange('*', () => setDirty(true));
        // A field the server sums from the rows (合同金额) follows them, read-only, while they hold values.
        if (editable) followLineTotals(totals, (label) => totalHint(label));
      },
    });
  }, [schema, document.record, editable, env.language, picked, caller, totals, totalHint]);

  // The dirty-form warning (spec 001 §4): leaving asks while an editable form holds unsaved input.
  const leaveText = env.t('form.leaveWarning');
  useEffect(() => {
    env.guardLeave?.(dirty && editable ? leaveText : null);
    return () => env.guardLeave?.(null);
  }, [env, dirty, editable, leaveText]);
  return { form, dirty, setDirty, leaveText };
}

interface DocumentFieldsProps {
  form: Form;
  properties: Record<string, FormNode>;
  permsId: number;
  filesOwner: FormFilesOwner;
  mobile: boolean;
}

/** The document's fields, laid out as a form, with the menu and the record its lines and files belong to. */
function DocumentFields({ form, properties, permsId, filesOwner, mobile }: DocumentFieldsProps) {
  return (
    <FormProvider form={form}>
      <FormLayout className="form-document" layout="horizontal" labelWidth={formLabelWidth(mobile)} labelWrap>
        <FormPermsContext.Provider value={permsId}>
          <FormFilesContext.Provider value={filesOwner}>
            <SchemaField schema={{ type: 'object', properties } as ISchema} />
          </FormFilesContext.Provider>
        </FormPermsContext.Provider>
      </FormLayout>
    </FormProvider>
  );
}

/**
 * Whether the approval information shows, and its toggle: shown at first when the document has a workflow record;
 * always on an approval page (the route's meta isApprove, spec 001 §2), which has no toggle (null).
 */
function useApprovalShown(env: RendererEnv, initially: boolean): { showApproval: boolean; toggleApproval: (() => void) | null } {
  const [shown, setShown] = useState(initially);
  if (env.routeMeta?.isApprove === true) return { showApproval: true, toggleApproval: null };
  return { showApproval: shown, toggleApproval: () => setShown(!shown) };
}

/** One loaded document: the form, the audit facts, the approval information and the footer. */
export function FormDocumentView({ schema, document, taskId, readOnly, afterAction = 'back', onChanged, host = null, onStored }: ViewProps) {
  const env = useEnv();
  const mobile = useMobile();
  const editable = !readOnly && isEditable(schema, document);
  const approvalMode = Boolean(schema.workflowLabel) && schema.approvalButton !== false && document.template?.status === 1;
  const record = useRef<FormRecord | null>(document.record);
  const [loading, setLoading] = useState<string | null>(null);
  const { showApproval, toggleApproval } = useApprovalShown(env, document.flows.length > 0);
  // With several workflow records a switcher picks the one the approval panel shows (spec 001 screen 14).
  const [flowIndex, setFlowIndex] = useState(0);
  const flow = document.flows[flowIndex] ?? null;
  const { log, pending } = useFlowRecord(flow);
  const nextFlow = useNextFlowChooser();

  const numberedHint = env.t('form.numberedHint');
  const properties = useMemo(() => {
    const shown = mobile ? Object.fromEntries(Object.entries(schema.form.properties).filter(([name]) => !MOBILE_HIDDEN_SECTIONS.includes(name))) : schema.form.properties;
    return withFieldRules(shown, document.rules, env.language, numberedHint);
  }, [schema, mobile, document.rules, env.language, numberedHint]);
  // A new document's files, uploaded before its record exists and bound by the write that creates it.
  const [pendingFiles] = useState(() => new PendingFiles());
  const { form, dirty, setDirty, leaveText } = useDocumentForm(env, schema, document, editable);

  const backTo = taskId !== null ? APPROVAL_BACK_URL : (schema.backTo ?? '/');
  const leave = (changed: boolean) => {
    env.guardLeave?.(null);
    if (host) host.close(changed);
    else env.navigate(backTo);
  };
  const back = async () => {
    if (dirty && editable && !(await env.confirm({ content: leaveText, quiet: true }))) return;
    leave(record.current !== document.record);
  };
  const decided = () => {
    if (taskId !== null) void runAfterAction(afterAction, { env, taskId, back: () => leave(true), reload: onChanged });
  };
  const submit = (kind: SubmitKind) =>
    void runSubmit(
      {
        env, schema, form, record: record.current, approvalMode, setLoading,
        chooseNextFlow: nextFlow.choose,
        onWritten: (saved) => {
          record.current = saved;
          setDirty(false);
        },
        onDone: () => leave(true),
        pendingFiles,
        // In a dialog 暂存 closes it as before; on a page the user stays, on the stored draft.
        onStashed: host || !onStored ? undefined : (saved) => onStored(Number(saved.id)),
      },
      kind,
    );

  const exportFile = () => exportDocumentFile(env, schema, document.record, properties, form.values as Record<string, unknown>, log);

  const sections: SectionTab[] = Object.entries(properties)
    .filter(([, node]) => node['x-component'] === 'FormSection')
    .map(([name, node]) => ({ name, title: node.title ?? name }));
  const stored = document.record;
  const hasFlowInfo = Boolean(schema.workflowLabel) && document.template !== null;
  const storedId = typeof stored?.id === 'number' ? stored.id : null;
  const filesOwner = useMemo(() => ({ resource: resourceNameOf(schema.resource), dataId: storedId, permsId: schema.permsId, pending: pendingFiles }), [schema.resource, schema.permsId, storedId, pendingFiles]);
  // A form with its own attachment field lists the files there; the others get them below the form.
  const filesInForm = useMemo(() => attachmentFieldNames(schema.form.properties, [ATTACHMENT_COMPONENT]).length > 0, [schema.form.properties]);
  const body = (
    <>
      {!editable && schema.sectionTabs && <SectionTabs sections={sections} />}
      <DocumentFields form={form} properties={properties} permsId={schema.permsId} filesOwner={filesOwner} mobile={mobile} />
      <AuditFacts stored={stored} mobile={mobile} />
    </>
  );

  // The approval information; an approver who came to decide a task finds it, decisions first, above the document.
  const deciding = taskId !== null;
  const approval = hasFlowInfo && showApproval && (
    <ApprovalSection flows={document.flows} index={flowIndex} onIndex={setFlowIndex} deciding={deciding}>
      <ApprovalPanel flow={flow} log={log} pending={pending} taskId={taskId} onChanged={onChanged} onDecided={decided} />
    </ApprovalSection>
  );

  return (
    <Spin spinning={loading !== null} tip={loading ?? undefined} fullscreen={false}>
      {deciding && approval}
      <Card
        data-testid="form-page"
        data-mode={editable ? 'edit' : 'read'}
        title={stored ? `${schema.title} ${schema.titleField ? String(stored[schema.titleField] ?? '') : ''}`.trim() : env.t('form.newTitle', { title: schema.title })}
        extra={
          mobile && !editable ? (
            <Button data-testid="to-approve-list" onClick={() => env.navigate('/mobileApproveList')}>
              {env.t('form.mobileApproveList')}
            </Button>
          ) : undefined
        }
      >
        {editable ? (
          <>
            {body}
            {!filesInForm && (
              <Card data-testid="attachments-section" size="small" title={env.t('form.attachmentTab')} style={{ marginTop: 16 }}>
                <DocumentFiles owner={filesOwner} editable />
              </Card>
            )}
          </>
        ) : (
          // The detail shell (spec 001 screen 14): the document, and its files under 附件信息.
          <Tabs
            data-testid="detail-tabs"
            items={[
              { key: 'document', label: env.t('form.documentTab'), children: body },
              { key: 'attachments', label: env.t('form.attachmentTab'), children: <DocumentFiles owner={filesOwner} editable={false} /> },
            ]}
          />
        )}
      </Card>
      {!deciding && approval}
      <FormFooter
        editable={editable}
        approvalMode={approvalMode}
        approvalToggle={hasFlowInfo && toggleApproval !== null}
        showApproval={showApproval}
        canExport={!editable && stored !== null}
        onSubmit={submit}
        onToggleApproval={() => toggleApproval?.()}
        onExport={exportFile}
        onBack={() => void back()}
        // A phone deciding a task has the decisions in a bar fixed at the bottom; the footer ends the page.
        sticky={!(mobile && taskId !== null && hasFlowInfo && showApproval)}
      />
      {nextFlow.dialog}
    </Spin>
  );
}
