/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * A verification-code input (spec 001 screen 18, §4 verification code, §5 verification): the 6-digit code and its send button; a send needs a valid mobile (sms) or e-mail (email) and a scene, and starts a 60 s countdown during which the button is disabled (请在{sec}秒后重新获取). The code is typed by the user: the server never answers it.
 */
export interface VerificationCodeSchema {
  type: 'verification-code';
  scene: 'login' | 'findpasswd' | 'changepasswd';
  driver?: 'sms' | 'email';
  /**
   * The mobile or e-mail the code goes to; without it the input asks for one
   */
  target?: string;
  label?: string;
}
