import { Space, Tag, Typography } from 'antd';
import type { useAppProps } from 'antd/es/app/context';
import type { RendererEnv } from '../../registry';
import type { RiskItem } from '../services/request/error-catalogue';
import type { RequestUi } from '../services/request/client';

export interface RequestUiDeps {
  t(key: string, params?: Record<string, unknown>): string;
  modal: useAppProps['modal'];
  message: useAppProps['message'];
  /** Ends the session locally and reloads at the sign-in page (重新登录 of the logged-out confirm). */
  signOutAndReload(): void;
  /** Whether anyone is signed in: a logged-out answer to a signed-out page needs no dialog. */
  signedIn(): boolean;
  navigate(to: string): void;
  /** Opens the re-login dialog; resolves true once the user signed in again. */
  relogin(): Promise<boolean>;
}

const TOAST_SECONDS = 5;

/** env.confirm on antd: resolves true on OK; a cancelled confirmation shows 已取消 unless `quiet` (spec 000 §8). */
export function createConfirm(modal: useAppProps['modal'], message: useAppProps['message'], t: (key: string) => string): RendererEnv['confirm'] {
  return ({ title, content, okText, cancelText, quiet }) =>
    new Promise<boolean>((resolve) =>
      modal.confirm({
        title,
        content,
        okText,
        cancelText,
        onOk: () => resolve(true),
        onCancel: () => {
          if (!quiet) void message.info(t('errors.cancelled'));
          resolve(false);
        },
      }),
    );
}

/** The user-facing side of spec 000 §8, on antd: toasts, the logged-out confirm, the risk and password alerts. */
export function createRequestUi(deps: RequestUiDeps): RequestUi {
  const { t, modal, message } = deps;
  let loggedOutOpen = false;
  return {
    toast: (text) => void message.error(text, TOAST_SECONDS),
    networkError: () => void message.error(t('errors.network'), TOAST_SECONDS),
    systemError: (detail) => {
      console.error('request failed:', detail);
      void message.error(t('errors.system'), TOAST_SECONDS);
    },
    loggedOut: (text) => {
      if (loggedOutOpen || !deps.signedIn()) return;
      loggedOutOpen = true;
      modal.confirm({
        title: t('errors.relogin'),
        content: text || t('errors.loggedOut'),
        okText: t('errors.relogin'),
        cancelText: t('errors.cancel'),
        onOk: deps.signOutAndReload,
        afterClose: () => (loggedOutOpen = false),
      });
    },
    relogin: deps.relogin,
    riskBlocked: (items: RiskItem[], text) =>
      void modal.error({
        title: t('errors.riskTitle'),
        width: 560,
        content: (
          <Space direction="vertical" data-testid="risk-items">
            {text ? <Typography.Text>{text}</Typography.Text> : null}
            {items.map((item, i) => (
              <Space key={`${item.id}-${i}`} align="start">
                <Tag color={item.trigger_control_type === 'block' ? 'error' : 'warning'}>
                  {t(item.trigger_control_type === 'block' ? 'errors.riskBlock' : 'errors.riskWarning')}
                </Tag>
                <Typography.Text>
                  {item.prompt_content_result} {t('errors.riskRule', { id: item.id })}
                </Typography.Text>
              </Space>
            ))}
          </Space>
        ),
      }),
    passwordExpired: (text) =>
      void modal.warning({
        title: t('errors.passwordTitle'),
        content: text || t('errors.passwordExpired'),
        okText: t('errors.passwordTitle'),
        onOk: () => deps.navigate('/account/findpasswd'),
      }),
  };
}
