import { Descriptions, Segmented } from 'antd';
import type { ReactNode } from 'react';
import { useEnv, type RendererEnv } from '../../registry';
import type { FormNode, FormPageSchema } from '../../schemas/generated/form-page';
import type { FormRecord } from './api';
import { documentLines, exportDocument } from './export-document';
import { EMPTY_VALUE } from './form-components';
import type { FormDocument } from './use-form-document';
import type { useFlowRecord } from './use-flow-log';

/** The flow log a document's approval shows (null while it loads). */
export type FlowLog = ReturnType<typeof useFlowRecord>['log'];

/** 创建人, 所属部门, 创建时间, 更新时间: the stored record's, or a new one's creator as the server will fill them. */
export function AuditFacts({ stored, mobile }: { stored: FormRecord | null; mobile: boolean }) {
  const env = useEnv();
  const user = env.user?.() ?? null;
  const audit = (value: unknown) => (value === undefined || value === null || value === '' ? EMPTY_VALUE : String(value));
  return (
  <Descriptions data-testid="audit" size="small" column={mobile ? 1 : 2} style={{ marginTop: 8 }}>
    <Descriptions.Item label={env.t('form.creator')}>{audit(stored ? stored.add_user_name : user?.name)}</Descriptions.Item>
    <Descriptions.Item label={env.t('form.department')}>{audit(stored ? stored.add_org_name : user?.orgName)}</Descriptions.Item>
    <Descriptions.Item label={env.t('form.createdAt')}>{audit(stored?.created_at)}</Descriptions.Item>
    <Descriptions.Item label={env.t('form.updatedAt')}>{audit(stored?.updated_at)}</Descriptions.Item>
  </Descriptions>
  );
}

/** The approval information, with a switcher of the document's workflow records when it has several (spec 001 screen 14). */
export function ApprovalSection({ flows, index, onIndex, deciding, children }: { flows: FormDocument['flows']; index: number; onIndex(index: number): void; deciding: boolean; children: ReactNode }) {
  return (
    <div style={deciding ? { marginBottom: 16 } : { marginTop: 16 }}>
      {flows.length > 1 && (
        <Segmented
          data-testid="flow-switcher"
          style={{ marginBottom: 8 }}
          value={index}
          options={flows.map((f, i) => ({ value: i, label: `${i + 1}. ${f.name}` }))}
          onChange={(value) => onIndex(Number(value))}
        />
      )}
      {children}
    </div>
  );
}

/** 导出: the document as a workbook, its fields as shown and its approval log. */
export function exportDocumentFile(env: RendererEnv, schema: FormPageSchema, record: FormRecord | null, properties: Record<string, FormNode>, values: Record<string, unknown>, log: FlowLog) {
  const title = String((schema.titleField && record?.[schema.titleField]) || schema.title);
  const lines = documentLines(properties, values, env.language);
  void exportDocument(title, lines, log ?? [], {
    sheet: schema.title, section: env.t('form.exportSection'), field: env.t('form.exportField'), value: env.t('form.exportValue'), logSheet: env.t('form.approvalInfo'),
    logColumns: [env.t('form.nextStep'), env.t('form.approvers'), env.t('form.exportStatus'), env.t('form.opinion'), env.t('form.exportTime')],
    status: (status) => env.t(`approvals.status.${status}`),
  }).catch(() => env.notify.error(env.t('form.exportFailed')));
}
