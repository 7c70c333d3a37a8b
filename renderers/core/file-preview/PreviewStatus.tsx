import { Button, Result, Spin } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { usePreviewText } from './messages';

/** The loading state of a preview: the file being fetched or read. */
export function PreviewLoading() {
  const text = usePreviewText();
  return (
    <div data-testid="preview-loading" style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spin tip={text('loading')}>
        <div style={{ width: 200, height: 60 }} />
      </Spin>
    </div>
  );
}

/** A preview that cannot be shown (a failed call, a refused address, a type without a viewer), with the download when there is one. */
export function PreviewNotice({ status, title, onDownload, testId }: { status: 'error' | 'info' | 'warning'; title: string; onDownload?: () => void; testId: string }) {
  const text = usePreviewText();
  return (
    <div data-testid={testId}>
      <Result
        status={status}
        title={title}
        extra={
          onDownload && (
            <Button type="primary" icon={<DownloadOutlined />} onClick={onDownload}>
              {text('download')}
            </Button>
          )
        }
      />
    </div>
  );
}
