import { Modal } from 'antd';
import { useEnv } from '../../registry';

/** A stored file to preview: its name (the extension picks the viewer) and its download address. */
export interface PreviewFile {
  name: string;
  url: string;
}

/**
 * The full-screen preview of one file (spec 001 screen 21). Placeholder until the viewers land: it offers
 * the download only.
 */
export function FilePreviewDialog({ file, onClose }: { file: PreviewFile | null; onClose(): void }) {
  const env = useEnv();
  return (
    <Modal open={file !== null} title={file?.name} footer={null} onCancel={onClose} width="100%" destroyOnHidden>
      {file && (
        <a href={file.url} download={file.name}>
          {env.t('form.attachment.download')}
        </a>
      )}
    </Modal>
  );
}
