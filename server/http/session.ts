import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ScopeSubject } from '../acl/subject.js';
import type { Database } from '../db/tables.js';
import { reusableQuery } from '../db/reusable-query.js';
import { nowStamp, toStamp } from '../db/time.js';
import { ApiError, Code } from './envelope.js';
import type { SessionCache } from './session-cache.js';
import { clientTokenFor, readCookie, sameSecret, SESSION_COOKIE, SESSION_SECONDS } from './session-cookie.js';
import '../plugins/fastify-types.js';

export interface SessionContext {
  sessionId: string;
  /** The client token (never the secret): what account/info answers as `token`. */
  token: string;
  userId: number;
  userName: string;
  userMobile: string;
  positionOrgId: number;
  positionName: string;
  roleId: number;
  subject: ScopeSubject;
  /** The app's cache, for lookups made on behalf of this session (grants). */
  cache?: SessionCache<SessionContext>;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface OpenedSession {
  /** Goes to the httpOnly cookie only (and to non-browser clients that read Set-Cookie). */
  secret: string;
  /** Goes to the browser: authenticates only together with the cookie. */
  clientToken: string;
}

/** Opens a session for a user in one of their positions; the secret is only ever stored hashed. */
export async function openSession(db: Kysely<Database>, userId: number, positionOrgId: number): Promise<OpenedSession> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: userId,
      position_org_id: positionOrgId,
      created_at: toStamp(now),
      expires_at: toStamp(new Date(now.getTime() + SESSION_SECONDS * 1000)),
      revoked_at: null,
    })
    .execute();
  return { secret: token, clientToken: clientTokenFor(token) };
}

export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: nowStamp() }).where('id', '=', sessionId).execute();
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header.trim()) : null;
  return match ? match[1] : null;
}

/** A WebSocket cannot send headers: its route may take the token from the query instead. */
function queryToken(request: FastifyRequest): string | null {
  if (!request.routeOptions.config?.tokenInQuery) return null;
  const token = (request.query as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

/**
 * The session secret of a call: the cookie when the Authorization header carries its client token (a
 * browser), else the Bearer value itself (a non-browser client). A cookie without the header is nothing.
 */
function sessionSecret(request: FastifyRequest): string | null {
  const presented = bearer(request) ?? queryToken(request);
  if (!presented) return null;
  const cookie = readCookie(request, SESSION_COOKIE);
  if (cookie && /^[A-Za-z0-9_-]{20,100}$/.test(cookie) && sameSecret(presented, clientTokenFor(cookie))) return cookie;
  return presented;
}

/** Revokes every open session of a user: a disabled account's tokens never come back. */
export async function revokeUserSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: nowStamp() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/** Whether a session is still open (not revoked, user enabled), and until when: read on every call. */
const liveSession = reusableQuery(
  (db, id: string) =>
    db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.expires_at'])
      .where('s.id', '=', id)
      .where('s.revoked_at', 'is', null)
      .where('u.status', '=', 1),
  1,
);

/** Whether a known session is still live: null when it is, else what to answer (a failed read included). */
function liveness(quick: Kysely<Database>, id: string): Promise<Error | null> {
  return liveSession(quick, id).then(
    ([live]) => {
      if (!live) return new ApiError(Code.NOT_SIGNED_IN, 'notSignedIn');
      if (live.expires_at <= nowStamp()) return new ApiError(Code.RELOGIN_RETRY, 'sessionExpired');
      return null;
    },
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
}

/** A session taken from the cache, with its revocation check still running; `check` is null otherwise. */
export interface ResolvedSession {
  context: SessionContext;
  check: Promise<Error | null> | null;
}

/** The caller's live session, or 4001. A revoked, expired, forged or malformed token all end here. */
export async function resolveSession(
  db: Kysely<Database>,
  request: FastifyRequest,
  cache?: SessionCache<SessionContext>,
  quick: Kysely<Database> = db,
): Promise<SessionContext> {
  const { context, check } = await resolveSessionBeside(db, request, cache, quick);
  const failure = check && (await check);
  if (failure) throw failure;
  return context;
}

/**
 * As `resolveSession`, but a session known from the cache comes back at once with its revocation check
 * still running (one primary-key read: on PostgreSQL a round trip, which a read-only call can spend beside
 * its own queries). Whoever takes it must await `check` before answering.
 */
export async function resolveSessionBeside(
  db: Kysely<Database>,
  request: FastifyRequest,
  cache?: SessionCache<SessionContext>,
  quick: Kysely<Database> = db,
): Promise<ResolvedSession> {
  const token = sessionSecret(request);
  if (!token) throw new ApiError(Code.NOT_SIGNED_IN, 'notSignedIn');
  const id = hashToken(token);
  const cached = cache?.context(id);
  // Revocation is read every time; only the joins are saved.
  if (cached) return { context: cached, check: liveness(quick, id) };
  return { context: await loadSession(db, id, token, cache), check: null };
}

/** The session's user, position and organisation, read whole (and kept in the cache). */
async function loadSession(db: Kysely<Database>, id: string, token: string, cache?: SessionCache<SessionContext>): Promise<SessionContext> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('user_positions as p', (join) =>
      join.onRef('p.user_id', '=', 's.user_id').onRef('p.position_org_id', '=', 's.position_org_id'),
    )
    .innerJoin('orgs as o', 'o.id', 'p.org_id')
    .innerJoin('orgs as po', 'po.id', 'p.position_org_id')
    .innerJoin('roles as r', 'r.id', 'p.role_id')
    .select([
      's.id as session_id', 'u.id as user_id', 'u.user_name', 'u.user_mobile', 'p.position_org_id', 'po.name as position_name',
      'p.role_id', 'r.distinguish_org', 'o.id as org_id', 'o.pid as org_pid', 'o.path as org_path', 'o.company_org_id',
      'o.entity_org_id', 'o.bureau_org_id', 'o.parent_company_org_id', 's.expires_at',
    ])
    .where('s.id', '=', id)
    .where('s.revoked_at', 'is', null)
    .where('u.status', '=', 1)
    .executeTakeFirst();
  if (!row) throw new ApiError(Code.NOT_SIGNED_IN, 'notSignedIn');
  // A session that merely ran out answers 4000: the client signs in again and repeats the call (spec 000
  // §8). Revoked, forged and disabled ones stay 4001.
  if (row.expires_at <= nowStamp()) throw new ApiError(Code.RELOGIN_RETRY, 'sessionExpired');
  const context: SessionContext = {
    sessionId: row.session_id,
    token: clientTokenFor(token),
    userId: row.user_id,
    userName: row.user_name,
    userMobile: row.user_mobile,
    positionOrgId: row.position_org_id,
    positionName: row.position_name,
    roleId: row.role_id,
    subject: {
      userId: row.user_id,
      orgId: row.org_id,
      orgPath: row.org_path,
      parentOrgId: row.org_pid,
      companyOrgId: row.company_org_id,
      entityOrgId: row.entity_org_id,
      bureauOrgId: row.bureau_org_id,
      parentCompanyOrgId: row.parent_company_org_id,
      distinguishOrg: row.distinguish_org === 1,
    },
    cache,
  };
  cache?.keepContext(id, context);
  return context;
}

/** The session the auth plugin resolved for this (private) route. */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw new ApiError(Code.NOT_SIGNED_IN, 'notSignedIn');
  return request.session;
}
