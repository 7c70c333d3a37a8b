import constants from '../../schemas/constants.json';
import type { VerifyCodeAnswer, VerifyScene } from '../../schemas/generated/account-security';
import type { ConfigItem } from '../../schemas/generated/config-item';
import type { RequestFunction } from '../services/request/client';
import { loadRouteCipher } from './route-cipher';
import { removeCookie, writeCookie } from './cookies';
import { withFeatures } from './feature-gate';
import { featureOn } from './front-flags';
import { menuTree, type SessionStore } from './store';
import type { ChangePositionAnswer, LoginAnswer, LoginUser, PermNode, PositionRecord } from './types';

const APP_ID = constants.appId;
export const ACCESS = '/api/access';
const BASE = '/api/base';
/**
 * The session's client token: it authenticates only together with the httpOnly JWT-Token cookie that
 * page scripts cannot read, so keeping it in localStorage (shared by the tabs) gives a script nothing to
 * steal. The server clears the cookie on sign-out.
 */
const CLIENT_TOKEN_KEY = 'hkwl-client-token';

/** Headers every call carries once signed in (spec 000 §7). */
export function sessionHeaders(store: SessionStore): Record<string, string> {
  const headers: Record<string, string> = {};
  if (store.token) headers.Authorization = `Bearer ${store.token}`;
  if (store.user) {
    headers['Position-Org'] = String(store.user.position_org_id);
    if (store.user.company_org_id !== null) headers['Company-Org'] = String(store.user.company_org_id);
  }
  return headers;
}

export function storedToken(): string | undefined {
  return window.localStorage.getItem(CLIENT_TOKEN_KEY) || undefined;
}

/** The GETs that load a session (its user, permissions, positions, configuration version and front flags). */
export const SESSION_CALLS = {
  info: { url: `${ACCESS}/account/info`, query: { app_id: APP_ID } },
  perms: { url: `${ACCESS}/account/perms`, query: { app_id: APP_ID } },
  positions: { url: `${ACCESS}/account/positionOrg`, query: undefined },
  version: { url: `${BASE}/config/get`, query: { label: 'version', group_label: constants.accessLabel } },
  front: { url: `${BASE}/config/getFrontConfig`, query: { app_id: APP_ID } },
} as const;

/** account/info answered but the permissions did not: the server's message is shown, then /login. */
export class NoPermissionsError extends Error {}

/** Sign-in, loading the user, switching position and sign-out, over one store. */
/** `onClear` runs whenever the session ends (sign-out, failed verification) or changes position: caches tied to it go too. */
export function createSessionActions(store: SessionStore, request: RequestFunction, onClear: () => void = () => undefined) {
  function adopt(token: string) {
    store.token = token;
    window.localStorage.setItem(CLIENT_TOKEN_KEY, token);
  }

  function clear() {
    store.token = undefined;
    store.user = null;
    store.perms = menuTree([]);
    store.positions = [];
    store.status = 'anonymous';
    store.configVersion = '';
    store.counts = null;
    store.front = {};
    onClear();
    window.localStorage.removeItem(CLIENT_TOKEN_KEY);
    removeCookie('Position-Org');
    removeCookie('Company-Org');
    removeCookie('Tracker-User');
  }

  async function load(): Promise<void> {
    store.status = 'loading';
    const [user, perms, positions, version, front] = await Promise.all([
      request<LoginUser>(SESSION_CALLS.info.url, { query: SESSION_CALLS.info.query }),
      // Without permissions the server's own message is what the user sees (spec 000 §8), so it is kept.
      request<PermNode[]>(SESSION_CALLS.perms.url, { query: SESSION_CALLS.perms.query, messageHide: true }).catch((error: unknown) => {
        throw new NoPermissionsError(error instanceof Error ? error.message : '');
      }),
      request<SessionStore['positions']>(SESSION_CALLS.positions.url),
      request<ConfigItem>(SESSION_CALLS.version.url, { query: SESSION_CALLS.version.query, messageHide: true }).then(
        (item) => item.value,
        () => '',
      ),
      request<Record<string, unknown>>(SESSION_CALLS.front.url, { query: SESSION_CALLS.front.query, messageHide: true }).catch(() => ({})),
      // Sealed addresses are opened as soon as there is a user (route-cipher.ts).
      loadRouteCipher(),
    ]);
    store.front = front;
    store.configVersion = version;
    store.user = user;
    // Menus and buttons behind a feature flag that is off are not part of the session (feature-gate.ts).
    store.perms = menuTree(withFeatures(perms, (flag) => featureOn(front, flag)));
    store.positions = positions;
    writeCookie('Position-Org', String(user.position_org_id), 7);
    // Tracker-User (spec 000 §9): who this browser works as, for page analytics; not a credential.
    writeCookie('Tracker-User', String(user.id), 7);
    if (user.company_org_id !== null) writeCookie('Company-Org', String(user.company_org_id), 7);
    store.status = 'ready';
  }

  /** After any sign-in: the positions to choose from when there are several, else the loaded session. */
  async function finishSignIn(answer: LoginAnswer): Promise<PositionRecord[] | null> {
    adopt(answer.token);
    if (answer.need_choose_position) {
      return request<PositionRecord[]>(`${ACCESS}/account/positionOrg`);
    }
    await load();
    return null;
  }

  /** The menus and buttons again (a page published, grants changed), keeping everything else of the session. */
  async function reloadPerms(): Promise<void> {
    const perms = await request<PermNode[]>(`${ACCESS}/account/perms`, { query: { app_id: APP_ID }, messageHide: true });
    store.perms = menuTree(withFeatures(perms, (flag) => featureOn(store.front, flag)));
  }

  return {
    load,
    clear,
    reloadPerms,
    /** Keeps a client token another sign-in answered (single sign-on, token codes); `load` then loads the user. */
    adopt,
    /**
     * Signs in; resolves with the positions to choose from when there are several, else loads the session.
     * `captcha`: the letters of the picture, once account/checkCaptcha says the mobile needs them.
     */
    async login(mobile: string, password: string, captcha?: string): Promise<PositionRecord[] | null> {
      // The sign-in page shows a failure itself, once.
      const answer = await request<LoginAnswer>(`${ACCESS}/account/login`, {
        method: 'POST',
        messageHide: true,
        body: { user_mobile: mobile.trim(), password, from_app_id: APP_ID, ...(captcha ? { captcha } : {}) },
      });
      return finishSignIn(answer);
    },
    /** Signs in with a verification code of scene login (account/verifyCode); as `login` after that. */
    async loginByCode(mobile: string, code: string): Promise<PositionRecord[] | null> {
      const answer = await request<LoginAnswer>(`${ACCESS}/account/loginByCode`, {
        method: 'POST',
        messageHide: true,
        body: { user_mobile: mobile.trim(), code: code.trim(), from_app_id: APP_ID },
      });
      return finishSignIn(answer);
    },
    /** Whether signing in as this mobile needs the captcha: also when the check itself fails (spec 001 §7). */
    async captchaNeeded(mobile: string): Promise<boolean> {
      try {
        await request<null>(`${ACCESS}/account/checkCaptcha`, { method: 'POST', messageHide: true, body: { mobile: mobile.trim() } });
        return false;
      } catch {
        return true;
      }
    },
    /** Asks for a 6-digit code by sms; the code goes to the phone (the outbox), never into the answer. */
    sendCode(target: string, scene: VerifyScene, captcha?: string): Promise<VerifyCodeAnswer> {
      return request<VerifyCodeAnswer>(`${ACCESS}/account/verifyCode`, {
        method: 'POST',
        messageHide: true,
        body: { target: target.trim(), drivers: ['sms'], scene, ...(captcha ? { captcha } : {}) },
      });
    },
    /** Sets a new password with a findpasswd code; the server revokes the user's other sessions. */
    async resetPassword(mobile: string, code: string, password: string): Promise<void> {
      await request<null>(`${ACCESS}/account/resetPassword`, {
        method: 'POST',
        messageHide: true,
        body: { user_mobile: mobile.trim(), code: code.trim(), password },
      });
    },
    /** A new token for another of the user's positions; the old one stops working. */
    async switchPosition(positionOrgId: number): Promise<void> {
      const answer = await request<ChangePositionAnswer>(`${ACCESS}/account/changePositionOrg`, {
        method: 'POST',
        body: { position_org_id: positionOrgId },
      });
      adopt(answer.token);
      // Another position sees other data: what was cached for the old one goes before the new one loads.
      onClear();
      await load();
    },
    async logout(): Promise<void> {
      try {
        if (store.token) await request(`${ACCESS}/account/logout`, { messageHide: true });
      } finally {
        clear();
      }
    },
  };
}

export type SessionActions = ReturnType<typeof createSessionActions>;
