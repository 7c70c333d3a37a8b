import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useEnv } from '../../registry';

/** Spec 001 §5 and §9: remarks hold at most 500 characters. */
export const REMARKS_LIMIT = 500;

/** The small dialog that edits one file's remarks; `onSave` resolves when the server has them. */
export function RemarksDialog({ initial, onSave, onClose }: { initial: string; onSave(remarks: string): Promise<void>; onClose(): void }) {
  const env = useEnv();
  const [value, setValue] = useState(initial);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await onSave(value.trim());
      onClose();
    } catch {
      // The caller showed why; the dialog stays with the text.
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={env.t('files.remarkTitle')}
      okText={env.t('files.ok')}
      cancelText={env.t('files.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Input.TextArea
        data-testid="remarks-input"
        aria-label={env.t('files.remark')}
        value={value}
        maxLength={REMARKS_LIMIT}
        showCount
        rows={4}
        placeholder={env.t('files.remarkPlaceholder')}
        onChange={(event) => setValue(event.target.value)}
      />
    </Modal>
  );
}
