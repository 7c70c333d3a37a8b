import type { RendererDefinition } from '../../registry';

export { CodeInput } from './CodeInput';
export { CAPTCHA_LENGTH, CODE_LENGTH, CODE_PATTERN } from './codes';
export { useCountdown } from './use-countdown';

export const verificationCodeRenderer: RendererDefinition = {
  type: 'verification-code',
  loadValidator: () => import('../../schemas/generated/validators/verification-code'),
  load: () => import('./VerificationCode'),
};
