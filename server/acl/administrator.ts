import type { FastifyRequest } from 'fastify';
import { ApiError, Code } from '../http/envelope.js';
import { sessionOf, type SessionContext } from '../http/session.js';

/**
 * The administrator role (role 1, 系统管理员, seeded first). Some things no menu or button grant may open to
 * another role: live verification codes in the outbox, single-sign-on secrets and sign-in codes for other
 * users, the front-end version.
 */
export const ADMINISTRATOR_ROLE_ID = 1;

/** The caller's session when their current position holds the administrator role, else 4403. */
export function requireAdministrator(request: FastifyRequest): SessionContext {
  const session = sessionOf(request);
  if (session.roleId !== ADMINISTRATOR_ROLE_ID) throw new ApiError(Code.FORBIDDEN, 'forbidden');
  return session;
}
