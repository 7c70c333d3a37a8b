import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The session secret lives only in this httpOnly cookie (its §9 name, JWT-Token), so page scripts never
 * read it. The browser authenticates with the cookie plus the session's client token in Authorization: a
 * value derived from the secret that authenticates nothing alone, and that another site can neither read
 * nor send (so the pair is also the CSRF defence). Non-browser clients may send the secret as a Bearer.
 */
export const SESSION_COOKIE = 'JWT-Token';
export const SESSION_SECONDS = 7 * 86_400;

/** The client token of a session secret: what the browser holds, signs with and sends. */
export function clientTokenFor(secret: string): string {
  return createHash('sha256').update(`hkwl-client-token:${secret}`).digest('base64url');
}

export function readCookie(request: Pick<FastifyRequest, 'headers'>, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * COOKIE_DOMAIN: set the session cookie on a parent domain (e.g. example.com for a.example.com and
 * b.example.com); only a plain domain name is taken. Unset: the host only.
 */
function cookieDomain(): string {
  const domain = process.env.COOKIE_DOMAIN?.trim() ?? '';
  return /^\.?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(domain) ? `; Domain=${domain.replace(/^\./, '')}` : '';
}

/** Secure over HTTPS: the connection's own, or the one a trusted proxy reports (TRUST_PROXY, server/main.ts). */
function cookie(request: FastifyRequest, value: string, maxAge: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}${cookieDomain()}`;
}

/**
 * With COOKIE_DOMAIN, the browser's own cookies (spec 000 §9: Position-Org, Company-Org, Tracker-User, beforeLogin,
 * language, size, sidebarStatus) go on the parent domain too: this readable cookie tells it which (src/session/cookies.ts).
 */
function domainCookie(maxAge: number): string[] {
  const domain = cookieDomain();
  return domain ? [`${DOMAIN_COOKIE}=${domain.slice('; Domain='.length)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${domain}`] : [];
}

/** The readable cookie naming the parent domain the browser writes its cookies on (COOKIE_DOMAIN). */
export const DOMAIN_COOKIE = 'Cookie-Domain';

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, secret: string): void {
  void reply.header('set-cookie', [cookie(request, secret, SESSION_SECONDS), ...domainCookie(SESSION_SECONDS)]);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('set-cookie', [cookie(request, '', 0), ...domainCookie(0)]);
}
