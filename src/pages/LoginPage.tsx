import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useShell } from '../app/shell-context';
import { failureText, useEnv } from '../../registry';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import type { PositionRecord } from '../session/types';
import { isMainlandMobile } from '../validation/rules';

interface Credentials {
  user_mobile: string;
  password: string;
}

/** Only same-site paths are followed after sign-in. */
function safeRedirect(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/message';
}

/** Sign-in with mobile and password, then a position picker when the user holds several. */
export function LoginPage() {
  const env = useEnv();
  const { store, actions } = useShell();
  const session = useSnapshot(store);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [choices, setChoices] = useState<PositionRecord[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const target = safeRedirect(params.get('redirect'));

  if (session.status === 'ready' && !choices) return <Navigate to={target} replace />;

  const submit = async ({ user_mobile, password }: Credentials) => {
    setBusy(true);
    setError(null);
    try {
      const positions = await actions.login(user_mobile, password);
      if (positions) {
        setChoices(positions);
        setChosen(positions[0]?.position_org_id ?? null);
      } else navigate(target, { replace: true });
    } catch (e) {
      setError(failureText(env.t, e, 'errors.system'));
    } finally {
      setBusy(false);
    }
  };

  const enter = async () => {
    if (chosen === null) return;
    setBusy(true);
    try {
      await actions.switchPosition(chosen);
      navigate(target, { replace: true });
    } catch {
      // The request layer has shown why (once); the picker stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="hkwl-login">
      <Card
        title={choices ? env.t('login.choosePosition') : env.t('login.title')}
        extra={<LanguageSwitch />}
        data-testid="login-card"
      >
        <Typography.Paragraph type="secondary">{choices ? env.t('login.choosePositionHint') : env.t('login.subtitle')}</Typography.Paragraph>
        {error && <Alert data-testid="login-error" type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
        {choices ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Radio.Group value={chosen} onChange={(e) => setChosen(e.target.value as number)} data-testid="position-choices">
              <Space direction="vertical">
                {choices.map((p) => (
                  <Radio key={p.position_org_id} value={p.position_org_id}>
                    {p.org_path_name.split('/').slice(-3).join(' / ')} — {p.position.name}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
            <Button type="primary" block loading={busy} onClick={() => void enter()} data-testid="position-continue">
              {env.t('login.continue')}
            </Button>
          </Space>
        ) : (
          <Form<Credentials> layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false} validateTrigger="onBlur">
            <Form.Item
              name="user_mobile"
              label={env.t('login.mobile')}
              rules={[
                { required: true, whitespace: true, message: env.t('login.required') },
                { validator: (_, v: string | undefined) => (!v || !v.trim() || isMainlandMobile(v.trim()) ? Promise.resolve() : Promise.reject(new Error(env.t('login.mobileInvalid')))) },
              ]}
            >
              <Input prefix={<MobileOutlined />} autoComplete="username" inputMode="tel" maxLength={20} data-testid="login-mobile" />
            </Form.Item>
            <Form.Item name="password" label={env.t('login.password')} rules={[{ required: true, message: env.t('login.required') }]}>
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={64} data-testid="login-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
              {env.t('login.submit')}
            </Button>
          </Form>
        )}
      </Card>
    </div>
  );
}
