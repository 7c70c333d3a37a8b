import { Input, Space } from 'antd';
import { useEnv } from '../../../registry';
import { ACCESS } from '../../session/session';
import { CAPTCHA_LENGTH } from '../../../renderers/verification-code';

/** The picture of account/captcha for a mobile; `nonce` changes to load a new one. */
export function captchaUrl(mobile: string, nonce: number): string {
  return `${ACCESS}/account/captcha?user_mobile=${encodeURIComponent(mobile.trim())}&random=${nonce}`;
}

interface CaptchaInputProps {
  mobile: string;
  /** Changes whenever a new picture is wanted (the server keeps one per mobile, one use each). */
  nonce: number;
  onRefresh(): void;
  /** Called when the 4th character is typed (spec 001 §5: the captcha submits at 4 characters). */
  onFull(value: string): void;
  value?: string;
  onChange?(value: string): void;
}

/** The captcha picture (click for another) and its 4-character input, as a form control. */
export function CaptchaInput({ mobile, nonce, onRefresh, onFull, value, onChange }: CaptchaInputProps) {
  const env = useEnv();
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        value={value}
        maxLength={CAPTCHA_LENGTH}
        autoComplete="off"
        placeholder={env.t('account.captchaPrompt')}
        data-testid="captcha-input"
        onChange={(e) => {
          const next = e.target.value.replace(/\s/g, '');
          onChange?.(next);
          if (next.length === CAPTCHA_LENGTH) onFull(next);
        }}
      />
      <img
        src={captchaUrl(mobile, nonce)}
        alt={env.t('account.captchaImage')}
        title={env.t('account.captchaRefresh')}
        width={120}
        height={32}
        onClick={onRefresh}
        data-testid="captcha-image"
        style={{ cursor: 'pointer', border: '1px solid #d9d9d9', borderLeft: 0, borderRadius: '0 4px 4px 0', height: 32, objectFit: 'cover' }}
      />
    </Space.Compact>
  );
}
