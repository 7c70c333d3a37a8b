import type { Field } from '@formily/core';
import { observer, useField } from '@formily/react';
import { Alert } from 'antd';
import { useCallback, useContext, useEffect, useRef } from 'react';
import { useEnv } from '../../registry';
import { AttachmentList } from '.';
import type { Attachment } from '../core/file-shared/api';
import { DEFAULT_MAX_MB, oversizedPositions } from '../core/file-shared/upload-rules';
import { FormFilesContext } from '../core/form-files';

interface AttachmentFieldProps {
  value?: number[];
  /** The required check's text (spec 001 §4: 请上传文件附件 by default). */
  tips?: string;
  limit?: number;
  scene?: 'default' | 'image' | 'file';
  accept?: string[];
  maxSize?: number;
  readOnly?: boolean;
  disabled?: boolean;
}

/**
 * A form field of attachments (x-component Attachment): the stored record's file list with upload; its value
 * is the files' ids. Required, it needs at least one file (请上传文件附件, or its `tips`). A file over `maxSize`
 * (one attached before the limit was lowered, or carried from a copied record: the upload refuses new ones) fails
 * the field, so a save or submit is refused with 序号为{n}附件超过{m}M，请压缩后再提交或压缩完成之后再上传 (spec 001 §5).
 * A new document's files are pending uploads until its write binds them (FormFilesOwner.pending).
 */
export const AttachmentField = observer(function AttachmentField({ tips, limit, scene, accept, maxSize, readOnly, disabled }: AttachmentFieldProps) {
  const env = useEnv();
  const field = useField<Field>();
  const owner = useContext(FormFilesContext);
  const message = tips || env.t('files.rules.required');
  // Formily keeps `required` as a rule of the validator: read it once, before the rules below replace it.
  const required = useRef(field.required);
  const listed = useRef<readonly Attachment[]>([]);
  const maxMb = maxSize ?? DEFAULT_MAX_MB;

  useEffect(() => {
    const tooLarge = () => {
      const positions = oversizedPositions(listed.current, maxMb);
      return positions.length > 0 ? env.t('files.rules.submitSize', { n: positions.join('、'), m: maxMb }) : undefined;
    };
    field.setValidator([...(required.current ? [{ required: true, message }] : []), tooLarge]);
  }, [field, message, maxMb, env]);

  const heard = useCallback(
    (files: readonly Attachment[]) => {
      listed.current = files;
      field.setValue(files.map((file) => file.id));
      // Once the check has spoken, it follows every change (a file uploaded clears 请上传文件附件).
      if (field.selfErrors.length > 0 || files.length > 0) void field.validate().catch(() => undefined);
    },
    [field],
  );

  if (!owner) return <Alert data-testid="attachments-save-first" type="info" showIcon message={env.t('files.saveFirst')} />;
  return (
    <AttachmentList
      resource={owner.resource}
      dataId={owner.dataId}
      permsId={owner.permsId}
      pending={owner.pending}
      disabled={Boolean(readOnly || disabled || field.readPretty)}
      limit={limit}
      scene={scene}
      accept={accept}
      maxSize={maxSize}
      onFilesChange={heard}
    />
  );
});
