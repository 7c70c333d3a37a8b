import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Radio, Typography, type FormInstance } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useShell } from '../shell/shell-context';
import { failureText, useEnv } from '../../registry';
import { SignInCard } from './SignInCard';
import type { PositionRecord } from '../session/types';
import { isMainlandMobile } from '../validation/rules';
import { CaptchaInput } from './account/CaptchaInput';
import { CODE_PATTERN, CodeInput, useCountdown } from '../../renderers/verification-code';
import { safeRedirect } from './sso/api';
import { PositionChooser } from './sso/finish';
import { SsoButtons } from './sso/SsoButtons';
import { mobileRules, useCaptchaCheck } from './account/form-rules';

interface Credentials {
  user_mobile: string;
  password?: string;
  code?: string;
  captcha?: string;
}

type Mode = 'password' | 'code';

/** The mobile typed, when it is a mainland mobile number. */
function validMobileOf(form: FormInstance<Credentials>): string | null {
  const mobile = (form.getFieldValue('user_mobile') as string | undefined)?.trim() ?? '';
  return isMainlandMobile(mobile) ? mobile : null;
}

interface CaptchaState {
  captchaFor: string | null;
  checkCaptcha(mobile: string | null): Promise<boolean>;
  clearCaptcha(): void;
}

/** 获取验证码: the code sent to the mobile (with the captcha when it needs one), then the countdown before another. */
function useSendCode(form: FormInstance<Credentials>, { captchaFor, checkCaptcha, clearCaptcha }: CaptchaState, setError: (text: string | null) => void) {
  const env = useEnv();
  const { actions } = useShell();
  const [countdown, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  /** Requests a sign-in code for the mobile (with the captcha when it needs one). */
  const sendCode = async () => {
    setError(null);
    try {
      await form.validateFields(['user_mobile']);
    } catch {
      return;
    }
    const mobile = validMobileOf(form);
    if (!mobile) return;
    const captcha = captchaFor === mobile ? (form.getFieldValue('captcha') as string | undefined) : undefined;
    // The captcha shown may be another mobile's (the field changed): ask again for this one.
    const needed = captchaFor === mobile || (captchaFor !== null && (await checkCaptcha(mobile)));
    if (needed && !captcha) {
      setError(env.t('account.captchaPrompt'));
      return;
    }
    setSending(true);
    try {
      const answer = await actions.sendCode(mobile, 'login', captcha);
      startCountdown(answer.resend_in);
      env.notify.success(env.t('account.codeSent'));
      clearCaptcha();
    } catch (e) {
      setError(failureText(env.t, e, 'errors.system'));
      await checkCaptcha(mobile);
    } finally {
      setSending(false);
    }
  };
  return { countdown, sending, sendCode };
}

/** 密码登录 or 验证码登录. */
function ModeSwitch({ mode, onChange }: { mode: Mode; onChange(mode: Mode): void }) {
  const env = useEnv();
  return (
    <Radio.Group
      value={mode}
      onChange={(e) => onChange(e.target.value as Mode)}
      optionType="button"
      buttonStyle="solid"
      style={{ display: 'flex', marginBottom: 16 }}
      data-testid="login-mode"
    >
      <Radio.Button value="password" style={{ flex: 1, textAlign: 'center' }}>
        <span data-testid="login-mode-password">{env.t('account.byPassword')}</span>
      </Radio.Button>
      <Radio.Button value="code" style={{ flex: 1, textAlign: 'center' }}>
        <span data-testid="login-mode-code">{env.t('account.byCode')}</span>
      </Radio.Button>
    </Radio.Group>
  );
}

/**
 * Sign-in with mobile and password or with a verification code, the captcha once the mobile needs one
 * (account/checkCaptcha, asked on leaving the mobile field and after a failed sign-in), then a position
 * picker when the user holds several. Failures are shown here, once (every call passes messageHide).
 */
export function LoginPage() {
  const env = useEnv();
  const { store, actions } = useShell();
  const session = useSnapshot(store);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Credentials>();
  const { captchaFor, checkedMobile, captchaNonce, refreshCaptcha, clearCaptcha, checkCaptcha } = useCaptchaCheck(form, (mobile) => actions.captchaNeeded(mobile));
  const [mode, setMode] = useState<Mode>('password');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [choices, setChoices] = useState<PositionRecord[] | null>(null);
  const target = safeRedirect(params.get('redirect'));
  const notice = (location.state as { notice?: string } | null)?.notice;

  const { countdown, sending, sendCode } = useSendCode(form, { captchaFor, checkCaptcha, clearCaptcha }, setError);

  if (session.status === 'ready' && !choices) return <Navigate to={target} replace />;

  const validMobile = () => validMobileOf(form);

  const signedIn = (positions: PositionRecord[] | null) => {
    if (positions) {
      setChoices(positions);
    } else navigate(target, { replace: true });
  };

  const submit = async ({ user_mobile, password, code, captcha }: Credentials) => {
    setBusy(true);
    setError(null);
    try {
      signedIn(mode === 'password' ? await actions.login(user_mobile, password ?? '', captcha) : await actions.loginByCode(user_mobile, code ?? ''));
    } catch (e) {
      setError(failureText(env.t, e, 'errors.system'));
      await checkCaptcha(user_mobile.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <SignInCard title={choices ? env.t('login.choosePosition') : env.t('login.title')} testId="login-card">
      <Typography.Paragraph type="secondary">{choices ? env.t('login.choosePositionHint') : env.t('login.subtitle')}</Typography.Paragraph>
      {notice === 'passwordChanged' && !error && (
        <Alert data-testid="login-notice" type="success" showIcon message={env.t('account.passwordChanged')} style={{ marginBottom: 16 }} />
      )}
      {error && <Alert data-testid="login-error" type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      {choices ? (
        <PositionChooser positions={choices} target={target} hint={false} />
      ) : (
        <>
          <ModeSwitch
            mode={mode}
            onChange={(next) => {
              setMode(next);
              setError(null);
            }}
          />
          <Form<Credentials> form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false} validateTrigger="onBlur">
            <Form.Item
              name="user_mobile"
              label={env.t('login.mobile')}
              rules={mobileRules(env.t)}
            >
              <Input
                prefix={<MobileOutlined />}
                autoComplete="username"
                inputMode="tel"
                maxLength={20}
                data-testid="login-mobile"
                onBlur={() => {
                  const mobile = validMobile();
                  if (mobile !== checkedMobile) void checkCaptcha(mobile);
                }}
              />
            </Form.Item>
            {mode === 'password' ? (
              <Form.Item name="password" label={env.t('login.password')} rules={[{ required: true, message: env.t('login.required') }]}>
                <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={64} data-testid="login-password" />
              </Form.Item>
            ) : null}
            {captchaFor && (
              <Form.Item
                name="captcha"
                label={env.t('account.captcha')}
                rules={mode === 'password' ? [{ required: true, message: env.t('account.captchaPrompt') }] : []}
                validateTrigger={[]}
              >
                <CaptchaInput
                  mobile={captchaFor}
                  nonce={captchaNonce}
                  onRefresh={refreshCaptcha}
                  onFull={() => (mode === 'password' ? form.submit() : void sendCode())}
                />
              </Form.Item>
            )}
            {mode === 'code' ? (
              <Form.Item
                name="code"
                label={env.t('account.code')}
                rules={[{ validator: (_, v: string | undefined) => (v && CODE_PATTERN.test(v) ? Promise.resolve() : Promise.reject(new Error(env.t('account.codeInvalid')))) }]}
                validateTrigger={[]}
              >
                <CodeInput countdown={countdown} sending={sending} onSend={() => void sendCode()} />
              </Form.Item>
            ) : null}
            <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
              {env.t('login.submit')}
            </Button>
            <div style={{ marginTop: 12, textAlign: 'right' }}>
              <Link to="/account/findpasswd" data-testid="login-findpasswd">
                {env.t('account.forgotPassword')}
              </Link>
            </div>
          </Form>
          <SsoButtons redirect={target} />
        </>
      )}
    </SignInCard>
  );
}
