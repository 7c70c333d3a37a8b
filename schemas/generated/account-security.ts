/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * What a verification code is for: signing in, finding (resetting) a forgotten password, changing the password.
 *
 * This interface was referenced by `AccountSecurity`'s JSON-Schema
 * via the `definition` "VerifyScene".
 */
export type VerifyScene = 'login' | 'findpasswd' | 'changepasswd';
/**
 * How a verification code is delivered: sms to a mainland mobile, email to an e-mail address.
 *
 * This interface was referenced by `AccountSecurity`'s JSON-Schema
 * via the `definition` "VerifyDriver".
 */
export type VerifyDriver = 'sms' | 'email';

/**
 * Sign-in protection, verification codes, password reset and the outbox (issue 6): request bodies and answers of account/checkCaptcha, account/captcha, account/verifyCode, account/loginByCode, account/resetPassword and outbox/index.
 */
export interface AccountSecurity {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `AccountSecurity`'s JSON-Schema
 * via the `definition` "CheckCaptchaBody".
 */
export interface CheckCaptchaBody {
  mobile: string;
}
/**
 * This interface was referenced by `AccountSecurity`'s JSON-Schema
 * via the `definition` "CaptchaQuery".
 */
export interface CaptchaQuery {
  user_mobile: string;
  /**
   * Any value: keeps caches from answering an old picture
   */
  random?: string;
}
/**
 * This interface was referenced by `AccountSecurity`'s JSON-Schema
 * via the `definition` "VerifyCodeBody".
 */
export interface VerifyCodeBody {
  /**
   * A mainland mobile (driver sms) or an e-mail address (driver email)
   */
  target: string;
  /**
   * Needed for scene login when the mobile needs a captcha (account/checkCaptcha)
   */
  captcha?: string;
  /**
   * @minItems 1
   * @maxItems 2
   */
  drivers: VerifyDriver[];
  scene: VerifyScene;
}
/**
 * The code itself is never answered: it goes only to the target (the outbox).
 *
 * This interface was referenced by `AccountSecurity`'s JSON-Schema
 * via the `definition` "VerifyCodeAnswer".
 */
export interface VerifyCodeAnswer {
  /**
   * Seconds before the next code may be requested for this target
   */
  resend_in: number;
  /**
   * Seconds the code stays valid
   */
  expires_in: number;
}
/**
 * This interface was referenced by `AccountSecurity`'s JSON-Schema
 * via the `definition` "LoginByCodeBody".
 */
export interface LoginByCodeBody {
  user_mobile: string;
  code: string;
  from_app_id?: number;
}
/**
 * This interface was referenced by `AccountSecurity`'s JSON-Schema
 * via the `definition` "ResetPasswordBody".
 */
export interface ResetPasswordBody {
  user_mobile: string;
  code: string;
  password: string;
}
/**
 * This interface was referenced by `AccountSecurity`'s JSON-Schema
 * via the `definition` "OutboxQuery".
 */
export interface OutboxQuery {
  page?: number;
  limit?: number;
}
/**
 * This interface was referenced by `AccountSecurity`'s JSON-Schema
 * via the `definition` "OutboxMessage".
 */
export interface OutboxMessage {
  id: number;
  recipient: string;
  driver: VerifyDriver;
  subject: string;
  body: string;
  /**
   * YYYY-MM-DD HH:mm:ss, UTC
   */
  created_at: string;
}
/**
 * This interface was referenced by `AccountSecurity`'s JSON-Schema
 * via the `definition` "OutboxPage".
 */
export interface OutboxPage {
  data: OutboxMessage[];
  total: number;
}
