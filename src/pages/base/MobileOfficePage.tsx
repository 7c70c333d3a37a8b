import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useEnv } from '../../../registry';
import { fileTypeOf, safeUrl } from '../../../rules';
import { useRouteQuery } from '../../router/use-route-query';

/**
 * /mobileOffice?name=&url= (spec 000 §2.1): a document shown in the browser where it can be (pdf, images,
 * text), otherwise offered for download. Links open it in the same window on touch devices and in a new
 * tab elsewhere (openOfficePreview).
 */
export function MobileOfficePage() {
  const env = useEnv();
  const query = useRouteQuery();
  const name = query.get('name') ?? '';
  // Only http(s) addresses or paths of this site are previewed: never javascript: or data: (rules/safe-url.ts).
  const url = safeUrl(query.get('url'));
  if (!url) return <Alert type="error" showIcon message={env.t('errors.badNavigation')} data-testid="office-error" />;
  const kind = fileTypeOf(name || url);
  return (
    <Card
      data-testid="office-preview"
      title={<Typography.Text ellipsis>{name || url}</Typography.Text>}
      extra={
        <Button icon={<DownloadOutlined />} href={url} download={name || true} target="_blank" rel="noopener noreferrer">
          {env.t('office.download')}
        </Button>
      }
    >
      {kind === 'image' ? (
        <img src={url} alt={name} style={{ maxWidth: '100%' }} />
      ) : kind === 'pdf' || kind === 'txt' ? (
        <iframe title={name || url} src={url} style={{ width: '100%', height: 'calc(100vh - 180px)', border: 0 }} sandbox="allow-same-origin allow-downloads" />
      ) : (
        <Space direction="vertical">
          <Typography.Text>{env.t('office.noPreview')}</Typography.Text>
        </Space>
      )}
    </Card>
  );
}

/** How a link opens a document: the same window on touch devices, a new tab elsewhere. */
export function openOfficePreview(name: string, url: string, navigate: (to: string) => void): void {
  const to = `/mobileOffice?${new URLSearchParams({ name, url }).toString()}`;
  if (window.matchMedia('(pointer: coarse)').matches) navigate(to);
  else window.open(to, '_blank', 'noopener');
}
