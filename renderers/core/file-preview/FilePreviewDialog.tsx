import { CloseOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { FilePreviewPane } from './FilePreviewPane';
import { usePreviewText } from './messages';

/** A stored file to preview: its name (the extension picks the viewer) and its download address. */
export interface PreviewFile {
  name: string;
  url: string;
  /** false: no 下载 button (an attachment marked not_down). Downloadable when left out. */
  downloadable?: boolean;
}

/**
 * The full-screen preview of one file (spec 001 screens 18 and 21): images, PDF, docx, xlsx and text shown in
 * the browser, other types offered for download. The address must be this site's API (or a blob: / data:
 * address the calling code made); anything else is refused.
 */
export function FilePreviewDialog({ file, onClose }: { file: PreviewFile | null; onClose(): void }) {
  const text = usePreviewText();
  return (
    <Modal
      open={file !== null}
      onCancel={onClose}
      footer={null}
      closable={false}
      title={null}
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 }}
      styles={{ content: { padding: 0, height: '100vh', borderRadius: 0 }, body: { height: '100%' } }}
      destroyOnHidden
    >
      {file && (
        <FilePreviewPane
          file={file}
          fromCaller
          trailing={<Button icon={<CloseOutlined />} aria-label={text('close')} onClick={onClose} data-testid="preview-close" />}
        />
      )}
    </Modal>
  );
}
