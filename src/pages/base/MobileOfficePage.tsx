import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useMemo } from 'react';
import { useEnv } from '../../../registry';
import { FilePreviewPane, previewSource, previewText, type PreviewFile } from '../../../renderers/core/file-preview';
import { useGoBack, useRouteQuery } from '../../router/use-route-query';

/**
 * /mobileOffice?name=&url= (spec 000 §2.1): one file's preview on a page of its own, without the layout; the
 * same viewers as the preview dialog. The address comes from a query string anyone can write, so only this
 * site's API (or a blob: of this origin) is read; anything else is refused before a call is made. Back closes
 * the tab when the preview opened one (openOfficePreview on a desktop), else goes back.
 */
export function MobileOfficePage() {
  const env = useEnv();
  const query = useRouteQuery();
  const goBack = useGoBack();
  const name = query.get('name') ?? '';
  const url = query.get('url') ?? '';
  const file = useMemo<PreviewFile>(() => ({ name, url }), [name, url]);
  const back = () => {
    if (!env.closeWindow?.()) goBack();
  };
  const backButton = <Button icon={<ArrowLeftOutlined />} aria-label={previewText(env.language, 'back')} onClick={back} data-testid="office-back" />;
  if (!previewSource(url, window.location.origin, false)) {
    return (
      <div style={{ padding: 16 }}>
        {backButton}
        <Alert style={{ marginTop: 16 }} type="error" showIcon message={previewText(env.language, 'refused')} data-testid="office-error" />
      </div>
    );
  }
  return (
    <div data-testid="office-preview" style={{ height: '100dvh', background: '#fff' }}>
      <FilePreviewPane file={file} fromCaller={false} leading={backButton} />
    </div>
  );
}
