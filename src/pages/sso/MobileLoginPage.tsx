import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { failureText, useEnv } from '../../../registry';
import { useShell } from '../../shell/shell-context';
import { LanguageSwitch } from '../../shell/LanguageSwitch';
import type { PositionRecord } from '../../session/types';
import { CaptchaInput } from '../account/CaptchaInput';
import { safeRedirect } from './api';
import { PositionChooser } from './finish';
import { SsoButtons } from './SsoButtons';
import { mobileRules, useCaptchaCheck } from '../account/form-rules';

interface Credentials {
  user_mobile: string;
  password: string;
  captcha?: string;
}

/**
 * /dashboard/mobile_login (spec 000 §2.1): the sign-in form for phones: one column across the screen,
 * large touch targets, the same calls as the sign-in page (account/login, checkCaptcha, the position
 * picker) and the single-sign-on buttons. Failures are shown here, once.
 */
export function MobileLoginPage() {
  const env = useEnv();
  const { store, actions } = useShell();
  const session = useSnapshot(store);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const [form] = Form.useForm<Credentials>();
  const { captchaFor, checkedMobile, captchaNonce, refreshCaptcha, checkCaptcha } = useCaptchaCheck(form, (mobile) => actions.captchaNeeded(mobile));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [choices, setChoices] = useState<PositionRecord[] | null>(null);

  if (session.status === 'ready' && !choices) return <Navigate to={target} replace />;


  const submit = async ({ user_mobile, password, captcha }: Credentials) => {
    setBusy(true);
    setError(null);
    try {
      const positions = await actions.login(user_mobile, password, captcha);
      if (positions) setChoices(positions);
      else navigate(target, { replace: true });
    } catch (e) {
      setError(failureText(env.t, e, 'errors.system'));
      await checkCaptcha(user_mobile.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ minHeight: '100vh', padding: 16, background: '#f0f4fa', boxSizing: 'border-box' }}>
      <Card
        title={choices ? env.t('login.choosePosition') : env.t('sso.mobileTitle')}
        extra={<LanguageSwitch />}
        style={{ maxWidth: 480, margin: '0 auto' }}
        data-testid="mobile-login-card"
      >
        {choices ? (
          <PositionChooser positions={choices} target={target} size="large" />
        ) : (
          <>
            <Typography.Paragraph type="secondary">{env.t('login.subtitle')}</Typography.Paragraph>
            {error && <Alert data-testid="login-error" type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
            <Form<Credentials> form={form} layout="vertical" size="large" requiredMark={false} validateTrigger="onBlur" onFinish={(v) => void submit(v)}>
              <Form.Item
                name="user_mobile"
                label={env.t('login.mobile')}
                rules={mobileRules(env.t)}
              >
                <Input
                  prefix={<MobileOutlined />}
                  type="tel"
                  inputMode="tel"
                  autoComplete="username"
                  maxLength={20}
                  data-testid="login-mobile"
                  onBlur={(e) => {
                    if (e.target.value.trim() !== checkedMobile) void checkCaptcha(e.target.value.trim());
                  }}
                />
              </Form.Item>
              <Form.Item name="password" label={env.t('login.password')} rules={[{ required: true, message: env.t('login.required') }]}>
                <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={64} data-testid="login-password" />
              </Form.Item>
              {captchaFor && (
                <Form.Item name="captcha" label={env.t('account.captcha')} rules={[{ required: true, message: env.t('account.captchaPrompt') }]} validateTrigger={[]}>
                  <CaptchaInput mobile={captchaFor} nonce={captchaNonce} onRefresh={refreshCaptcha} onFull={() => form.submit()} />
                </Form.Item>
              )}
              <Button type="primary" htmlType="submit" block loading={busy} style={{ height: 48 }} data-testid="login-submit">
                {env.t('login.submit')}
              </Button>
            </Form>
            <div style={{ marginTop: 16, textAlign: 'right' }}>
              <Link to="/account/findpasswd">{env.t('account.forgotPassword')}</Link>
            </div>
            <SsoButtons redirect={target} size="large" />
          </>
        )}
      </Card>
    </div>
  );
}
