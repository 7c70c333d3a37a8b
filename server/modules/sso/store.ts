import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, SsoFlowTable, SsoTicketTable } from '../../db/tables.js';
import { nowStamp, toStamp } from '../../db/time.js';
import { ApiError, Code } from '../../http/envelope.js';
import { readCookie } from '../../http/session-cookie.js';

/** An authorisation request, and then an unlinked identity's ticket, live this long. */
export const FLOW_SECONDS = 600;

/**
 * The flow cookie binds a flow and its ticket to the browser that began it: a random value, httpOnly,
 * SameSite=Lax (the provider's redirect back is a top-level GET, so it is sent), scoped to the sso calls.
 * Only its hash is stored. Without it, a callback or ticket from another browser is refused, so nobody can
 * sign a victim in as themselves (login CSRF) or finish a flow whose address leaked.
 */
export const FLOW_COOKIE = 'hkwl-sso';
const FLOW_COOKIE_PATH = '/api/access/sso';
const SECRET = /^[A-Za-z0-9_-]{43}$/;

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

function expiry(seconds: number): string {
  return toStamp(new Date(Date.now() + seconds * 1000));
}

/** The flow cookie's value, if the browser sent a well-formed one. */
export function flowSecret(request: FastifyRequest): string | null {
  const value = readCookie(request, FLOW_COOKIE);
  return value && SECRET.test(value) ? value : null;
}

/** Keeps the browser's flow cookie (one value for all its flows, so two tabs do not undo each other). */
export function keepFlowCookie(request: FastifyRequest, reply: FastifyReply): string {
  const secret = flowSecret(request) ?? randomToken();
  const secure = request.protocol === 'https' ? '; Secure' : '';
  void reply.header('set-cookie', `${FLOW_COOKIE}=${secret}; Path=${FLOW_COOKIE_PATH}; Max-Age=${FLOW_SECONDS}; HttpOnly; SameSite=Lax${secure}`);
  return secret;
}

export async function createFlow(db: Kysely<Database>, flow: Omit<SsoFlowTable, 'created_at' | 'expires_at'>): Promise<void> {
  await db.deleteFrom('sso_flows').where('expires_at', '<=', nowStamp()).execute();
  await db.insertInto('sso_flows').values({ ...flow, created_at: nowStamp(), expires_at: expiry(FLOW_SECONDS) }).execute();
}

/**
 * Takes (deletes) the flow of a callback's state: null when unknown, used, expired, of another provider or
 * begun in another browser. One use whatever the outcome.
 */
export async function takeFlow(db: Kysely<Database>, request: FastifyRequest, provider: string, state: string | undefined): Promise<SsoFlowTable | null> {
  if (!state) return null;
  const flow = await db.deleteFrom('sso_flows').where('state', '=', state).returningAll().executeTakeFirst();
  const secret = flowSecret(request);
  if (!flow || !secret || flow.provider !== provider || flow.expires_at <= nowStamp() || flow.browser_hash !== sha256(secret)) return null;
  return flow;
}

/** A ticket for an identity no user is linked to yet; answers the ticket (stored only hashed). */
export async function createTicket(
  db: Kysely<Database>,
  values: Pick<SsoTicketTable, 'provider' | 'subject' | 'claims' | 'scopes' | 'browser_hash' | 'target'>,
): Promise<string> {
  const ticket = randomToken();
  await db.deleteFrom('sso_tickets').where('expires_at', '<=', nowStamp()).execute();
  await db.insertInto('sso_tickets').values({ ...values, id: sha256(ticket), user_id: null, created_at: nowStamp(), expires_at: expiry(FLOW_SECONDS) }).execute();
  return ticket;
}

/** The live ticket of this browser, or 4400 (unknown, expired, or the flow cookie is not the one it was given to). */
export async function loadTicket(db: Kysely<Database>, request: FastifyRequest, ticket: string): Promise<SsoTicketTable> {
  const secret = flowSecret(request);
  const row = await db.selectFrom('sso_tickets').selectAll().where('id', '=', sha256(ticket)).where('expires_at', '>', nowStamp()).executeTakeFirst();
  if (!row || !secret || row.browser_hash !== sha256(secret)) throw new ApiError(Code.BAD_REQUEST, 'ssoTicketInvalid');
  return row;
}

export function secondsLeft(expiresAt: string): number {
  return Math.max(0, Math.round((Date.parse(`${expiresAt.replace(' ', 'T')}Z`) - Date.now()) / 1000));
}
