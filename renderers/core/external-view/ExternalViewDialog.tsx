import { Alert, Button, Modal } from 'antd';
import { useEnv } from '../../../registry';
import { safeUrl } from '../../../rules';

/** What the frame may do: run the page's scripts, keep its own origin, submit forms, open pop-ups. Nothing else. */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

/** The width of a dialog that is not full screen (spec 001 screen 21). */
export const DIALOG_WIDTH = 1200;

export interface ExternalViewDialogProps {
  open: boolean;
  /** The page to show: http(s) or a path on this site; anything else is refused with a message. */
  url: string;
  title?: string;
  /** Full screen (the list page's external view) or a dialog `width` wide. */
  fullScreen?: boolean;
  width?: number;
  onClose(): void;
}

const FULL_SCREEN_STYLES = {
  body: { height: 'calc(100vh - 110px)', padding: 0 },
  content: { minHeight: '100vh', borderRadius: 0 },
} as const;

/**
 * A view by URL in a dialog (spec 001 screen 1 external-view dialog, screen 3 action external): a
 * sandboxed frame, a close button; the backdrop does not close it.
 */
export function ExternalViewDialog({ open, url, title, fullScreen = true, width = DIALOG_WIDTH, onClose }: ExternalViewDialogProps) {
  const env = useEnv();
  const address = safeUrl(url);
  const heading = title ?? env.t('listlabels.external.title');
  return (
    <Modal
      open={open}
      title={heading}
      width={fullScreen ? '100vw' : width}
      style={fullScreen ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
      styles={fullScreen ? FULL_SCREEN_STYLES : { body: { height: '70vh', padding: 0 } }}
      maskClosable={false}
      destroyOnHidden
      onCancel={onClose}
      footer={<Button onClick={onClose}>{env.t('listlabels.close')}</Button>}
    >
      {address ? (
        <iframe
          data-testid="external-view-frame"
          title={env.t('listlabels.external.frame', { title: heading })}
          src={address}
          sandbox={FRAME_SANDBOX}
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ width: '100%', height: '100%', minHeight: 400, border: 0 }}
        />
      ) : (
        <Alert type="error" showIcon role="alert" message={env.t('listlabels.external.unsafe', { url })} />
      )}
    </Modal>
  );
}
