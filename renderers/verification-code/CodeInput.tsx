import { Button, Input, Space } from 'antd';
import { useEnv } from '../../registry';
import { CODE_LENGTH } from './codes';

interface CodeInputProps {
  /** Seconds before another code may be requested (the button shows the countdown meanwhile). */
  countdown: number;
  sending: boolean;
  onSend(): void;
  value?: string;
  onChange?(value: string): void;
  testIds?: { input: string; send: string };
}

/**
 * The 6-digit verification code with its send button; after a send the button counts down 60 s ("请在{sec}秒后
 * 重新获取", spec 000 §5). The code is never filled in for the user: the server does not answer it.
 */
export function CodeInput({ countdown, sending, onSend, value, onChange, testIds = { input: 'code-input', send: 'code-send' } }: CodeInputProps) {
  const env = useEnv();
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        value={value}
        onChange={(e) => onChange?.(e.target.value.replace(/\D/g, ''))}
        maxLength={CODE_LENGTH}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={env.t('account.codePlaceholder')}
        data-testid={testIds.input}
      />
      <Button onClick={onSend} loading={sending} disabled={countdown > 0} data-testid={testIds.send} style={{ minWidth: 150 }}>
        {countdown > 0 ? env.t('account.resendIn', { sec: countdown }) : env.t('account.sendCode')}
      </Button>
    </Space.Compact>
  );
}
