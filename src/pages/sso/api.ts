import type { RendererEnv } from '../../../registry';
import { safeUrl } from '../../../rules';
import type { EnabledProvider, SignInAnswer, SsoProvider, TicketInfo } from '../../../schemas/generated/sso';
import { ACCESS } from '../../session/session';

/** The single-sign-on calls (server/modules/sso); every caller shows a failure itself, once. */
const SSO = `${ACCESS}/sso`;

type Request = RendererEnv['request'];

/** Only same-site paths are followed after signing in (rules/safe-url.ts); anything else goes to the message centre. */
export function safeRedirect(value: string | null | undefined): string {
  return safeUrl(value, 'site') ?? '/message';
}

/** Where the browser goes to start a provider's flow (the server answers 302 to the provider). */
export function authorizeUrl(provider: SsoProvider, redirect: string): string {
  const query = redirect === '/message' ? '' : `?${new URLSearchParams({ redirect }).toString()}`;
  return `${SSO}/${provider}/authorize${query}`;
}

export function enabledProviders(request: Request): Promise<EnabledProvider[]> {
  return request<EnabledProvider[]>(`${SSO}/providers`, { messageHide: true });
}

export function ticketInfo(request: Request, ticket: string): Promise<TicketInfo> {
  return request<TicketInfo>(`${SSO}/ticket`, { query: { ticket }, messageHide: true });
}

export function bindAccount(request: Request, body: { ticket: string; user_mobile: string; password: string; captcha?: string }): Promise<null> {
  return request<null>(`${SSO}/bind`, { method: 'POST', body, messageHide: true });
}

export function confirmBinding(request: Request, ticket: string): Promise<SignInAnswer> {
  return request<SignInAnswer>(`${SSO}/confirm`, { method: 'POST', body: { ticket }, messageHide: true });
}

export function redeemTokenCode(request: Request, token: string): Promise<SignInAnswer> {
  return request<SignInAnswer>(`${SSO}/tokencode/redeem`, { method: 'POST', body: { token }, messageHide: true });
}
