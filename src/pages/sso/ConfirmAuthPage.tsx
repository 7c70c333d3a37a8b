import { Alert, Button, Descriptions, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { failureText, pickLabel, useEnv } from '../../../registry';
import type { TicketInfo } from '../../../schemas/generated/sso';
import { confirmBinding, safeRedirect, ticketInfo } from './api';
import { PositionChooser, useFinishSignIn } from './finish';
import { SsoBusy, SsoCard, SsoProblem } from './SsoCard';

/** A scope or claim's label in the current language, or its own name when we have none. */
function label(t: (key: string) => string, group: 'scopes' | 'claims', name: string): string {
  const key = `sso.${group}.${name}`;
  const text = t(key);
  return text === key ? name : text;
}

/**
 * /account/confirmauth?ticket=... (spec 000 §2.1): before an identity is linked, what the provider was
 * asked to share, what it shared, and the account it will be linked to (the user proved it on
 * /account/binduser). Confirming links the identity and signs in; cancelling goes back to sign-in.
 */
export function ConfirmAuthPage() {
  const env = useEnv();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const [info, setInfo] = useState<TicketInfo | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { choices, finish } = useFinishSignIn();

  useEffect(() => {
    let live = true;
    ticketInfo(env.request, ticket).then(
      (answer) => live && setInfo(answer),
      (e: unknown) => live && setProblem(failureText(env.t, e, 'sso.errors.expired')),
    );
    return () => {
      live = false;
    };
  }, [env, ticket]);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await confirmBinding(env.request, ticket);
      await finish(answer, safeRedirect(answer.redirect));
    } catch (e) {
      setError(failureText(env.t, e, 'errors.system'));
    } finally {
      setBusy(false);
    }
  };

  // Nobody has proven an account for this identity yet: that comes first.
  if (info && !info.account) return <Navigate to={`/account/binduser?ticket=${encodeURIComponent(ticket)}`} replace />;
  const provider = info ? pickLabel(env.language, info.name, info.name_en) : '';
  return (
    <SsoCard title={env.t('sso.confirmTitle')} testId="sso-confirmauth">
      {problem ? (
        <SsoProblem text={problem} />
      ) : choices ? (
        <PositionChooser positions={choices} target={safeRedirect(info?.redirect)} />
      ) : !info?.account ? (
        <SsoBusy text={env.t('sso.finishing')} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph>{env.t('sso.confirmHint', { provider })}</Typography.Paragraph>
          {error && <Alert data-testid="sso-confirm-error" type="error" showIcon message={error} />}
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={env.t('sso.asksFor')}>
              <span data-testid="sso-scopes">{info.scopes.map((s) => label(env.t, 'scopes', s)).join('、')}</span>
            </Descriptions.Item>
            <Descriptions.Item label={env.t('sso.shared')}>
              <Space direction="vertical" size={0} data-testid="sso-claims">
                {Object.entries(info.claims).map(([name, value]) => (
                  <span key={name}>
                    {label(env.t, 'claims', name)}：{value}
                  </span>
                ))}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={env.t('sso.account')}>
              <span data-testid="sso-account">
                {info.account.user_name}（{info.account.user_mobile}）
              </span>
            </Descriptions.Item>
          </Descriptions>
          <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
            <Button onClick={() => navigate('/login', { replace: true })} data-testid="sso-cancel">
              {env.t('sso.cancel')}
            </Button>
            <Button type="primary" loading={busy} onClick={() => void confirm()} data-testid="sso-confirm">
              {env.t('sso.confirm')}
            </Button>
          </Space>
        </Space>
      )}
    </SsoCard>
  );
}
