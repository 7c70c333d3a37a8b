import { Alert, Button, Space, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEnv } from '../../../registry';
import { SignInCard } from '../SignInCard';

/** The frame of the single-sign-on pages: the sign-in page's card, with the language switch. */
export function SsoCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <SignInCard title={title} testId={testId ?? 'sso-card'}>
      {children}
    </SignInCard>
  );
}

/** A spinner with what is happening. */
export function SsoBusy({ text }: { text: string }) {
  return (
    <Space direction="vertical" align="center" style={{ width: '100%', padding: '24px 0' }} data-testid="sso-busy">
      <Spin size="large" />
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Space>
  );
}

/** Why the flow stopped (shown once, here), with a way back to the sign-in page and optionally a retry. */
export function SsoProblem({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const env = useEnv();
  const navigate = useNavigate();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert type="error" showIcon message={text} data-testid="sso-error" />
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        {onRetry && (
          <Button onClick={onRetry} data-testid="sso-retry">
            {env.t('sso.retry')}
          </Button>
        )}
        <Button type="primary" onClick={() => navigate('/login', { replace: true })} data-testid="sso-back">
          {env.t('sso.backToLogin')}
        </Button>
      </Space>
    </Space>
  );
}
