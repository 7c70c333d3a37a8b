import { lazy, type ReactElement } from 'react';
import type { SsoProvider } from '../../../schemas/generated/sso';

// Each page in its own chunk: the sign-in page downloads none of them.
const SsoLandingPage = lazy(() => import('../../pages/sso/SsoLandingPage').then((m) => ({ default: m.SsoLandingPage })));
const RedirectPage = lazy(() => import('../../pages/sso/RedirectPage').then((m) => ({ default: m.RedirectPage })));
const BindUserPage = lazy(() => import('../../pages/sso/BindUserPage').then((m) => ({ default: m.BindUserPage })));
const ConfirmAuthPage = lazy(() => import('../../pages/sso/ConfirmAuthPage').then((m) => ({ default: m.ConfirmAuthPage })));
const TokenCodePage = lazy(() => import('../../pages/sso/TokenCodePage').then((m) => ({ default: m.TokenCodePage })));
const MobileLoginPage = lazy(() => import('../../pages/sso/MobileLoginPage').then((m) => ({ default: m.MobileLoginPage })));

/** Every provider of the wire contract (a missing or unknown one fails typecheck). */
const PROVIDERS = Object.keys({ wechat: 1, dingtalk: 1, jjt: 1, panweoa: 1, snebcode: 1, ccccltdcode: 1, iccec: 1 } satisfies Record<SsoProvider, 1>) as SsoProvider[];

/**
 * The single-sign-on base routes of spec 000 §2.1 (/account/wechat, /account/tokencode, /account/binduser,
 * /account/redirect, /account/confirmauth, /dashboard/mobile_login, ...), outside the layout and the
 * session guard: `{ path, element }` each, rendered by AppRoutes.
 */
export const SSO_ROUTES: readonly { path: string; element: ReactElement }[] = [
  ...PROVIDERS.map((provider) => ({ path: `/account/${provider}`, element: <SsoLandingPage key={provider} provider={provider} /> })),
  { path: '/account/redirect', element: <RedirectPage /> },
  { path: '/account/binduser', element: <BindUserPage /> },
  { path: '/account/confirmauth', element: <ConfirmAuthPage /> },
  { path: '/account/tokencode', element: <TokenCodePage /> },
  { path: '/dashboard/mobile_login', element: <MobileLoginPage /> },
];
