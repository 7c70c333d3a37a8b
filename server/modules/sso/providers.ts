import type { Kysely } from 'kysely';
import ssoSchema from '../../../schemas/sso.schema.json';
import type { EnabledProvider, ProviderConfig, ProviderUpdateBody, SsoProvider, TokenAuthMethod } from '../../../schemas/generated/sso.js';
import type { Database, SsoProviderTable } from '../../db/tables.js';
import { nowStamp } from '../../db/time.js';
import { ApiError, Code } from '../../http/envelope.js';

/** The seven providers of spec 000 §2.1, from the wire contract (schemas/sso.schema.json). */
export const SSO_PROVIDERS = ssoSchema.definitions.SsoProvider.enum as readonly SsoProvider[];

export function isProvider(value: string): value is SsoProvider {
  return (SSO_PROVIDERS as readonly string[]).includes(value);
}

/** A provider's row; unknown names are 4404 (the landing pages only name the seven). */
export async function readProvider(db: Kysely<Database>, provider: string): Promise<SsoProviderTable> {
  const row = isProvider(provider) ? await db.selectFrom('sso_providers').selectAll().where('provider', '=', provider).executeTakeFirst() : undefined;
  if (!row) throw new ApiError(Code.NOT_FOUND, 'ssoUnknownProvider', { provider: provider.slice(0, 32) });
  return row;
}

/** What the sign-in page shows: the enabled providers with their display names, in their order. */
export async function enabledProviders(db: Kysely<Database>): Promise<EnabledProvider[]> {
  const rows = await db.selectFrom('sso_providers').select(['provider', 'name', 'name_en']).where('enabled', '=', 1).orderBy('sort').execute();
  return rows.filter((r) => isProvider(r.provider)) as EnabledProvider[];
}

/** The administrator's view of a row: everything but the secret, which is only said to exist. */
export function providerConfig(row: SsoProviderTable): ProviderConfig {
  return {
    provider: row.provider as SsoProvider,
    name: row.name,
    name_en: row.name_en,
    issuer: row.issuer,
    client_id: row.client_id,
    has_secret: row.client_secret !== '',
    scopes: row.scopes,
    token_auth_method: row.token_auth_method as TokenAuthMethod,
    redirect_uri: row.redirect_uri,
    allow_http: row.allow_http === 1,
    enabled: row.enabled === 1,
    updated_at: row.updated_at,
  };
}

export async function listProviders(db: Kysely<Database>): Promise<ProviderConfig[]> {
  const rows = await db.selectFrom('sso_providers').selectAll().orderBy('sort').execute();
  return rows.map(providerConfig);
}

const plainHttp = (url: string) => url.startsWith('http://');

/**
 * Changes a provider (omitted fields keep their values). An enabled provider needs an issuer and a client
 * id, and plain-HTTP addresses only with allow_http (a test or an isolated intranet); the scopes must ask
 * for openid, as the flow needs an ID token.
 */
export async function updateProvider(db: Kysely<Database>, body: ProviderUpdateBody): Promise<ProviderConfig> {
  const current = await readProvider(db, body.provider);
  const next: SsoProviderTable = {
    ...current,
    ...(body.name !== undefined ? { name: body.name.trim() } : {}),
    ...(body.name_en !== undefined ? { name_en: body.name_en.trim() } : {}),
    ...(body.issuer !== undefined ? { issuer: body.issuer.trim() } : {}),
    ...(body.client_id !== undefined ? { client_id: body.client_id.trim() } : {}),
    ...(body.client_secret !== undefined ? { client_secret: body.client_secret } : {}),
    ...(body.scopes !== undefined ? { scopes: body.scopes } : {}),
    ...(body.token_auth_method !== undefined ? { token_auth_method: body.token_auth_method } : {}),
    ...(body.redirect_uri !== undefined ? { redirect_uri: body.redirect_uri.trim() } : {}),
    ...(body.allow_http !== undefined ? { allow_http: body.allow_http ? 1 : 0 } : {}),
    ...(body.enabled !== undefined ? { enabled: body.enabled ? 1 : 0 } : {}),
    updated_at: nowStamp(),
  };
  if (!next.scopes.split(' ').includes('openid')) throw new ApiError(Code.BAD_REQUEST, 'badRequest', { detail: 'scopes must include openid' });
  if (next.enabled === 1 && (!next.issuer || !next.client_id)) throw new ApiError(Code.BAD_REQUEST, 'ssoConfigIncomplete');
  if (next.allow_http === 0 && (plainHttp(next.issuer) || plainHttp(next.redirect_uri))) {
    throw new ApiError(Code.BAD_REQUEST, 'badRequest', { detail: 'issuer and redirect_uri must be https unless allow_http is set' });
  }
  const { provider, ...values } = next;
  await db.updateTable('sso_providers').set(values).where('provider', '=', provider).execute();
  return providerConfig(next);
}
