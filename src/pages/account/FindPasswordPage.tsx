import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { failureText, useEnv } from '../../../registry';
import { isPassword } from '../../../rules';
import { useShell } from '../../shell/shell-context';
import { SignInCard } from '../SignInCard';
import { CODE_PATTERN, CodeInput, useCountdown } from '../../../renderers/verification-code';
import { mobileRules } from './form-rules';

interface ResetForm {
  user_mobile: string;
  code: string;
  password: string;
  confirm: string;
}

/**
 * /account/findpasswd (spec 000 §2.1), outside the layout: a new password with a code sent to the mobile
 * (scene findpasswd). Reached signed out ("forgot password?") or signed in (the 90-day prompt, code 9999):
 * then the mobile is the user's own and the session making the change stays while the others end.
 */
export function FindPasswordPage() {
  const env = useEnv();
  const { store, actions } = useShell();
  const session = useSnapshot(store);
  const navigate = useNavigate();
  const [form] = Form.useForm<ResetForm>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [countdown, startCountdown] = useCountdown();
  const ownMobile = session.user?.user_mobile;

  const sendCode = async () => {
    setError(null);
    try {
      await form.validateFields(['user_mobile']);
    } catch {
      return;
    }
    setSending(true);
    try {
      const answer = await actions.sendCode(form.getFieldValue('user_mobile') as string, 'findpasswd');
      startCountdown(answer.resend_in);
      env.notify.success(env.t('account.codeSent'));
    } catch (e) {
      setError(failureText(env.t, e, 'errors.system'));
    } finally {
      setSending(false);
    }
  };

  const submit = async ({ user_mobile, code, password }: ResetForm) => {
    setBusy(true);
    setError(null);
    try {
      await actions.resetPassword(user_mobile, code, password);
      if (session.status === 'ready') {
        env.notify.success(env.t('account.passwordChangedSignedIn'));
        navigate('/message', { replace: true });
      } else {
        navigate('/login', { replace: true, state: { notice: 'passwordChanged' } });
      }
    } catch (e) {
      setError(failureText(env.t, e, 'errors.system'));
    } finally {
      setBusy(false);
    }
  };


  return (
    <SignInCard title={env.t(ownMobile ? 'account.changeTitle' : 'account.findTitle')} testId="findpasswd-card">
      <Typography.Paragraph type="secondary">{env.t('account.findHint')}</Typography.Paragraph>
      {error && <Alert data-testid="find-error" type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form<ResetForm>
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        requiredMark={false}
        validateTrigger="onBlur"
        initialValues={{ user_mobile: ownMobile ?? '' }}
      >
        <Form.Item
          name="user_mobile"
          label={env.t('login.mobile')}
          rules={mobileRules(env.t)}
        >
          <Input prefix={<MobileOutlined />} autoComplete="username" inputMode="tel" maxLength={20} readOnly={!!ownMobile} data-testid="find-mobile" />
        </Form.Item>
        <Form.Item
          name="code"
          label={env.t('account.code')}
          rules={[{ validator: (_, v: string | undefined) => (v && CODE_PATTERN.test(v) ? Promise.resolve() : Promise.reject(new Error(env.t('account.codeInvalid')))) }]}
          validateTrigger={[]}
        >
          <CodeInput countdown={countdown} sending={sending} onSend={() => void sendCode()} testIds={{ input: 'find-code', send: 'find-send' }} />
        </Form.Item>
        <Form.Item
          name="password"
          label={env.t('account.newPassword')}
          extra={env.t('account.passwordRule')}
          rules={[
            { required: true, message: env.t('login.required') },
            { validator: (_, v: string | undefined) => (!v || isPassword(v) ? Promise.resolve() : Promise.reject(new Error(env.t('account.passwordWeak')))) },
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={64} data-testid="find-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={env.t('account.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: env.t('login.required') },
            ({ getFieldValue }) => ({
              validator: (_, v: string | undefined) =>
                !v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(env.t('account.passwordMismatch'))),
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={64} data-testid="find-confirm" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="find-submit">
          {env.t('account.submitReset')}
        </Button>
        <div style={{ marginTop: 12, textAlign: 'right' }}>
          <Link to={session.status === 'ready' ? '/message' : '/login'} data-testid="find-back">
            {env.t('account.backToLogin')}
          </Link>
        </div>
      </Form>
    </SignInCard>
  );
}
