import type { Field } from '@formily/core';
import { observer, useField } from '@formily/react';
import { Alert } from 'antd';
import { useCallback, useContext, useEffect, useRef } from 'react';
import { pickLabel, useEnv, type Language } from '../../registry';
import type { CollectItem } from '../../schemas/generated/attachment-collect';
import { CollectTable, type CollectedFile } from '.';
import { FormFilesContext } from '../core/form-files';

interface CollectFieldProps {
  value?: number[];
  items: CollectItem[];
  /** The required check's text (spec 001 §4: 请上传文件附件 by default), followed by the items still empty. */
  tips?: string;
  readOnly?: boolean;
  disabled?: boolean;
  /** PDFs compressed once stored (default on). */
  compress?: boolean;
}

/** The required items without a file, by their labels in the user's language. */
export function missingItems(items: readonly CollectItem[], files: Readonly<Record<string, readonly unknown[]>>, language: Language): string[] {
  return items.filter((item) => item.require && (files[item.prop]?.length ?? 0) === 0).map((item) => pickLabel(language, item.label, item.labelEn));
}

/**
 * A form field of required items (x-component AttachmentCollect): the record's required-items table
 * (spec 001 screen 19); its value is the ids of the items' files and is never part of the record's own write. Each
 * item marked `require` needs a file: 请上传文件附件 (or `tips`) naming the items still empty. A new document's
 * files are pending uploads until its write binds them (FormFilesOwner.pending).
 */
export const CollectField = observer(function CollectField({ items, tips, readOnly, disabled, compress }: CollectFieldProps) {
  const env = useEnv();
  const field = useField<Field>();
  const owner = useContext(FormFilesContext);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  // Each item's files as the table last reported them: what the required check reads.
  const byItem = useRef<Record<string, CollectedFile[]>>({});
  const base = tips || env.t('files.rules.required');

  useEffect(() => {
    field.setValidator(() => {
      const missing = missingItems(itemsRef.current, byItem.current, env.language);
      return missing.length > 0 ? env.t('files.rules.requiredItems', { base, items: missing.join('、') }) : '';
    });
    if (items.some((item) => item.require)) field.setDecoratorProps({ asterisk: true });
  }, [field, base, env, items]);

  const heard = useCallback(
    (files: Record<string, CollectedFile[]>) => {
      byItem.current = files;
      field.setValue(Object.values(files).flatMap((list) => list.map((file) => file.id)));
      if (field.selfErrors.length > 0) void field.validate().catch(() => undefined);
    },
    [field],
  );

  if (!owner) return <Alert data-testid="attachments-save-first" type="info" showIcon message={env.t('files.saveFirst')} />;
  return (
    <CollectTable
      resource={owner.resource}
      dataId={owner.dataId}
      permsId={owner.permsId}
      pending={owner.pending}
      items={items}
      compress={compress}
      disabled={Boolean(readOnly || disabled || field.readPretty)}
      onChange={heard}
    />
  );
});
