import { Alert } from 'antd';
import { useEnv } from '../../registry';
import type { FormPageSchema } from '../../schemas/generated/form-page';
import { AttachmentList, resourceNameOf } from '../attachments';
import type { FormRecord } from './api';

/**
 * A document's files (spec 001 screens 14 and 19): the live list of the stored record, read only unless the
 * document is editable (then with upload, remarks and delete). A new document has no record to attach to
 * yet: a hint says files come after saving.
 */
export function DocumentFiles({ schema, record, editable }: { schema: FormPageSchema; record: FormRecord | null; editable: boolean }) {
  const env = useEnv();
  if (!record || typeof record.id !== 'number') return <Alert data-testid="attachments-save-first" type="info" showIcon message={env.t('files.saveFirst')} />;
  // The file calls name the resource by its definition: the last part of the form's API base.
  return <AttachmentList resource={resourceNameOf(schema.resource)} dataId={record.id} permsId={schema.permsId} disabled={!editable} />;
}
