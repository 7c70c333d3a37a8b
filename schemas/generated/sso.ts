/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The providers of the single-sign-on landing pages (spec 000 §2.1: /account/<provider>).
 *
 * This interface was referenced by `Sso`'s JSON-Schema
 * via the `definition` "SsoProvider".
 */
export type SsoProvider = 'wechat' | 'dingtalk' | 'jjt' | 'panweoa' | 'snebcode' | 'ccccltdcode' | 'iccec';
/**
 * Why a flow came back to /account/<provider>?error=<reason>: disabled (the provider is off), unavailable (its configuration or discovery failed), denied (the user refused at the provider), failed (the provider answered an error, or the code or ID token did not check out), expired (the flow is unknown, used, older than 10 minutes or began in another browser), account (the linked account is disabled), position (it has no position).
 *
 * This interface was referenced by `Sso`'s JSON-Schema
 * via the `definition` "SsoErrorReason".
 */
export type SsoErrorReason = 'disabled' | 'unavailable' | 'denied' | 'failed' | 'expired' | 'account' | 'position';
/**
 * This interface was referenced by `Sso`'s JSON-Schema
 * via the `definition` "SafeText".
 */
export type SafeText = string;
/**
 * Where the browser goes after signing in: a same-site path (starting with one slash; no backslash, no control character), what rules/safe-url.ts calls reach 'site'.
 *
 * This interface was referenced by `Sso`'s JSON-Schema
 * via the `definition` "Redirect".
 */
export type Redirect = string;
/**
 * How the client authenticates at the token endpoint.
 *
 * This interface was referenced by `Sso`'s JSON-Schema
 * via the `definition` "TokenAuthMethod".
 */
export type TokenAuthMethod = 'client_secret_basic' | 'client_secret_post' | 'none';

/**
 * Single sign-on (issue 6): the OpenID Connect authorisation-code flow per provider, linking an identity to a user (binduser, confirmauth), one-time token codes (tokencode) and the providers' configuration. Calls under /api/access/sso.
 */
export interface Sso {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `Sso`'s JSON-Schema
 * via the `definition` "ProviderParams".
 */
export interface ProviderParams {
  provider: string;
}
/**
 * This interface was referenced by `Sso`'s JSON-Schema
 * via the `definition` "AuthorizeQuery".
 */
export interface AuthorizeQuery {
  redirect?: Redirect;
}
/**
 * What the provider sends back to the redirect URI (RFC 6749 §4.1.2, RFC 9207); other parameters are passed on to the client library.
 *
 * This interface was referenced by `Sso`'s JSON-Schema
 * via the `definition` "CallbackQuery".
 */
export interface CallbackQuery {
  code?: SafeText;
  state?: SafeText;
  iss?: SafeText;
  error?: SafeText;
  error_description?: SafeText;
}
/**
 * This interface was referenced by `Sso`'s JSON-Schema
 * via the `definition` "EnabledProvider".
 */
export interface EnabledProvider {
  provider: SsoProvider;
  /**
   * Display name in Chinese
   */
  name: string;
  /**
   * Display name in English
   */
  name_en: string;
}
/**
 * This interface was referenced by `Sso`'s JSON-Schema
 * via the `definition` "TicketQuery".
 */
export interface TicketQuery {
  ticket: string;
}
/**
 * An identity the provider vouched for that is not linked to a user yet (10 minutes, this browser only).
 *
 * This interface was referenced by `Sso`'s JSON-Schema
 * via the `definition` "TicketInfo".
 */
export interface TicketInfo {
  provider: SsoProvider;
  name: string;
  name_en: string;
  /**
   * What the provider was asked to share
   */
  scopes: string[];
  /**
   * What it shared: sub and, when given, name, preferred_username, nickname, email, phone_number
   */
  claims: {
    [k: string]: string;
  };
  /**
   * The user who proved themselves (account binding), null before
   */
  account: null | {
    user_name: string;
    /**
     * Masked: 138****0003
     */
    user_mobile: string;
  };
  redirect: string;
  /**
   * Seconds left
   */
  expires_in: number;
}
/**
 * This interface was referenced by `Sso`'s JSON-Schema
 * via the `definition` "BindBody".
 */
export interface BindBody {
  ticket: string;
  user_mobile: string;
  password: string;
  captcha?: string;
}
/**
 * This interface was referenced by `Sso`'s JSON-Schema
 * via the `definition` "ConfirmBody".
 */
export interface ConfirmBody {
  ticket: string;
}
/**
 * A single-sign-on sign-in: the client token (as account/login answers) and where to go.
 *
 * This interface was referenced by `Sso`'s JSON-Schema
 * via the `definition` "SignInAnswer".
 */
export interface SignInAnswer {
  token: string;
  position_org_id: number;
  need_choose_position: 0 | 1;
  redirect: string;
}
/**
 * This interface was referenced by `Sso`'s JSON-Schema
 * via the `definition` "TokenCodeIssueBody".
 */
export interface TokenCodeIssueBody {
  /**
   * A row id: PostgreSQL integer range
   */
  user_id: number;
  redirect?: Redirect;
}
/**
 * This interface was referenced by `Sso`'s JSON-Schema
 * via the `definition` "TokenCodeIssued".
 */
export interface TokenCodeIssued {
  /**
   * One use, never stored in clear
   */
  token: string;
  /**
   * Seconds (120)
   */
  expires_in: number;
  /**
   * The landing page to open: /account/tokencode?token=...
   */
  url: string;
}
/**
 * This interface was referenced by `Sso`'s JSON-Schema
 * via the `definition` "TokenCodeRedeemBody".
 */
export interface TokenCodeRedeemBody {
  token: string;
}
/**
 * A provider's configuration as the administrator sees it (the secret is never answered).
 *
 * This interface was referenced by `Sso`'s JSON-Schema
 * via the `definition` "ProviderConfig".
 */
export interface ProviderConfig {
  provider: SsoProvider;
  name: string;
  name_en: string;
  issuer: string;
  client_id: string;
  has_secret: boolean;
  scopes: string;
  token_auth_method: TokenAuthMethod;
  /**
   * Empty: derived from the request (<origin>/api/access/sso/<provider>/callback)
   */
  redirect_uri: string;
  allow_http: boolean;
  enabled: boolean;
  updated_at: string;
}
/**
 * Changes a provider's configuration; omitted fields keep their values (client_secret too).
 *
 * This interface was referenced by `Sso`'s JSON-Schema
 * via the `definition` "ProviderUpdateBody".
 */
export interface ProviderUpdateBody {
  provider: SsoProvider;
  name?: string;
  name_en?: string;
  issuer?: string;
  client_id?: string;
  client_secret?: string;
  scopes?: string;
  token_auth_method?: TokenAuthMethod;
  redirect_uri?: string;
  allow_http?: boolean;
  enabled?: boolean;
}
