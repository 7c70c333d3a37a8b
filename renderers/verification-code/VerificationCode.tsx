import { Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { ApiCodeError, failureText, useEnv, type RendererProps } from '../../registry';
import { isEmail, isMainlandMobile } from '../../rules';
import type { VerificationCodeSchema } from '../../schemas/generated/verification-code';
import { CodeInput } from './CodeInput';
import { useCountdown } from './use-countdown';

export const VERIFY_CODE_URL = '/api/access/account/verifyCode';
/** Spec 001 §4: after a send the button waits 60 seconds. */
export const RESEND_SECONDS = 60;
/** The server's "too soon" answer (docs/api.md 4408): the countdown still runs. */
const TOO_SOON = 4408;

/**
 * The verification-code input as a renderer (spec 001 screen 18): the target (given, or typed), the 6-digit
 * code and 获取验证码, which checks the target (a mainland mobile for sms, an e-mail for email), asks
 * account/verifyCode for the scene, and counts 60 s down before another send.
 */
export default function VerificationCode({ schema }: RendererProps<VerificationCodeSchema>) {
  const env = useEnv();
  const driver = schema.driver ?? 'sms';
  const [typed, setTyped] = useState('');
  const target = (schema.target ?? typed).trim();
  const [code, setCode] = useState('');
  const [countdown, start] = useCountdown();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async () => {
    if (countdown > 0 || sending) return;
    const valid = driver === 'sms' ? isMainlandMobile(target) : isEmail(target);
    if (!valid) {
      setProblem(env.t(driver === 'sms' ? 'account.mobileInvalid' : 'account.emailInvalid'));
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      const answer = await env.request<{ resend_in?: number }>(VERIFY_CODE_URL, { method: 'POST', body: { target, drivers: [driver], scene: schema.scene }, messageHide: true });
      start(answer?.resend_in ?? RESEND_SECONDS);
      env.notify.success(env.t('account.codeSent'));
    } catch (error) {
      if (error instanceof ApiCodeError && error.code === TOO_SOON) start(RESEND_SECONDS);
      setProblem(failureText(env.t, error, 'errors.system'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="verification-code">
      {schema.target === undefined && (
        <Input
          aria-label={env.t(driver === 'sms' ? 'account.targetMobile' : 'account.targetEmail')}
          placeholder={schema.label ?? env.t(driver === 'sms' ? 'account.targetMobile' : 'account.targetEmail')}
          value={typed}
          inputMode={driver === 'sms' ? 'tel' : 'email'}
          onChange={(event) => setTyped(event.target.value)}
        />
      )}
      <CodeInput countdown={countdown} sending={sending} onSend={() => void send()} value={code} onChange={setCode} />
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </Space>
  );
}
