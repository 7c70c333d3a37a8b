import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import type { SsoProviderTable } from '../../db/tables.js';

/** Discovered issuer metadata is kept this long per provider configuration, then looked up again. */
const DISCOVERY_TTL_MS = 10 * 60_000;
/** Seconds any call to a provider (discovery, token, userinfo) may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** Claims worth showing (confirmauth) and keeping with a ticket; anything else the provider says is dropped. */
const SHOWN_CLAIMS = ['sub', 'name', 'preferred_username', 'nickname', 'email', 'phone_number'] as const;

function clientAuth(row: SsoProviderTable): client.ClientAuth {
  switch (row.token_auth_method) {
    case 'none':
      return client.None();
    case 'client_secret_post':
      return client.ClientSecretPost(row.client_secret);
    default:
      return client.ClientSecretBasic(row.client_secret);
  }
}

/** Everything a configuration depends on: a change of any of them discovers again. */
function cacheKey(row: SsoProviderTable): string {
  const parts = [row.provider, row.issuer, row.client_id, row.client_secret, row.token_auth_method, String(row.allow_http)];
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

export interface OidcClients {
  /** The openid-client Configuration of a provider row (issuer discovered, cached for 10 minutes). */
  configuration(row: SsoProviderTable): Promise<client.Configuration>;
}

/** Per app instance (made when the sso module registers): no module-level cache. */
export function createOidcClients(now: () => number = Date.now): OidcClients {
  const cache = new Map<string, { at: number; configuration: Promise<client.Configuration> }>();
  return {
    configuration(row) {
      const key = cacheKey(row);
      const hit = cache.get(key);
      if (hit && now() - hit.at < DISCOVERY_TTL_MS) return hit.configuration;
      for (const [k, entry] of cache) if (now() - entry.at >= DISCOVERY_TTL_MS) cache.delete(k);
      const configuration = client.discovery(new URL(row.issuer), row.client_id, undefined, clientAuth(row), {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        execute: row.allow_http === 1 ? [client.allowInsecureRequests] : [],
      });
      cache.set(key, { at: now(), configuration });
      // A failed discovery is not kept: the next sign-in tries again.
      configuration.catch(() => cache.delete(key));
      return configuration;
    },
  };
}

export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider's authorisation URL with a fresh state, nonce and PKCE (S256) challenge. */
export async function authorizationRequest(configuration: client.Configuration, redirectUri: string, scopes: string): Promise<AuthorizationRequest> {
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: scopes,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url, state, nonce, codeVerifier };
}

export interface VerifiedIdentity {
  subject: string;
  /** The shown claims as text (sub always). */
  claims: Record<string, string>;
}

/**
 * Exchanges the code of the callback URL (state, PKCE verifier and ID-token nonce checked by openid-client,
 * the ID token's signature, issuer, audience and times too), then adds the userinfo claims when the provider
 * has that endpoint (an ID token may carry only `sub`). Throws on any failed check.
 */
export async function verifyCallback(
  configuration: client.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<VerifiedIdentity> {
  const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims?.sub) throw new Error('the ID token has no subject');
  let info: Record<string, unknown> = {};
  if (configuration.serverMetadata().userinfo_endpoint && tokens.access_token) {
    try {
      info = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
    } catch {
      // The ID token proved the identity; userinfo only adds names to show.
    }
  }
  const merged: Record<string, unknown> = { ...info, ...idClaims };
  const claims: Record<string, string> = {};
  for (const name of SHOWN_CLAIMS) {
    const value = merged[name];
    if (typeof value === 'string' || typeof value === 'number') claims[name] = String(value).slice(0, 200);
  }
  return { subject: idClaims.sub, claims };
}
