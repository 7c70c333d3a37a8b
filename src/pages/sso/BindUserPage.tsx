import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { failureText, pickLabel, useEnv } from '../../../registry';
import type { TicketInfo } from '../../../schemas/generated/sso';
import { useShell } from '../../shell/shell-context';
import { CaptchaInput } from '../account/CaptchaInput';
import { bindAccount, ticketInfo } from './api';
import { SsoBusy, SsoCard, SsoProblem } from './SsoCard';
import { mobileRules, useCaptchaCheck } from '../account/form-rules';

interface Credentials {
  user_mobile: string;
  password: string;
  captcha?: string;
}

/** Who the provider says the user is, for the hint: a name, else a user name or e-mail, else the subject. */
export function whoText(info: TicketInfo): string {
  const c = info.claims;
  return c.name ?? c.preferred_username ?? c.nickname ?? c.email ?? c.sub ?? '';
}

/**
 * /account/binduser?ticket=... (spec 000 §2.1): the provider vouched for an identity no user is linked to.
 * The user proves who they are here with mobile and password (and the captcha once the mobile needs one,
 * as on the sign-in page); then /account/confirmauth shows what is shared and links.
 */
export function BindUserPage() {
  const env = useEnv();
  const { actions } = useShell();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const [form] = Form.useForm<Credentials>();
  const { captchaFor, captchaNonce, refreshCaptcha, checkCaptcha } = useCaptchaCheck(form, (mobile) => actions.captchaNeeded(mobile));
  const [info, setInfo] = useState<TicketInfo | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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


  const submit = async ({ user_mobile, password, captcha }: Credentials) => {
    setBusy(true);
    setError(null);
    try {
      await bindAccount(env.request, { ticket, user_mobile: user_mobile.trim(), password, ...(captcha ? { captcha } : {}) });
      navigate(`/account/confirmauth?ticket=${encodeURIComponent(ticket)}`, { replace: true });
    } catch (e) {
      setError(failureText(env.t, e, 'errors.system'));
      await checkCaptcha(user_mobile.trim());
    } finally {
      setBusy(false);
    }
  };

  const provider = info ? pickLabel(env.language, info.name, info.name_en) : '';
  return (
    <SsoCard title={env.t('sso.bindTitle')} testId="sso-binduser">
      {problem ? (
        <SsoProblem text={problem} />
      ) : !info ? (
        <SsoBusy text={env.t('sso.finishing')} />
      ) : (
        <>
          <Typography.Paragraph data-testid="sso-bind-hint">{env.t('sso.bindHint', { provider, who: whoText(info) })}</Typography.Paragraph>
          {error && <Alert data-testid="sso-bind-error" type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
          <Form<Credentials> form={form} layout="vertical" requiredMark={false} validateTrigger="onBlur" onFinish={(v) => void submit(v)}>
            <Form.Item
              name="user_mobile"
              label={env.t('login.mobile')}
              rules={mobileRules(env.t)}
            >
              <Input prefix={<MobileOutlined />} autoComplete="username" inputMode="tel" maxLength={20} data-testid="sso-bind-mobile" />
            </Form.Item>
            <Form.Item name="password" label={env.t('login.password')} rules={[{ required: true, message: env.t('login.required') }]}>
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={64} data-testid="sso-bind-password" />
            </Form.Item>
            {captchaFor && (
              <Form.Item name="captcha" label={env.t('account.captcha')} rules={[{ required: true, message: env.t('account.captchaPrompt') }]} validateTrigger={[]}>
                <CaptchaInput mobile={captchaFor} nonce={captchaNonce} onRefresh={refreshCaptcha} onFull={() => form.submit()} />
              </Form.Item>
            )}
            <Button type="primary" htmlType="submit" block loading={busy} data-testid="sso-bind-submit">
              {env.t('sso.bindSubmit')}
            </Button>
          </Form>
        </>
      )}
    </SsoCard>
  );
}
