import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { LoginAnswer } from '../../../schemas/generated/session-answers.js';
import type { Database } from '../../db/tables.js';
import { ApiError, Code } from '../../http/envelope.js';
import { openSession } from '../../http/session.js';
import { setSessionCookie } from '../../http/session-cookie.js';
import { listPositions } from './positions.js';

/**
 * The end of every sign-in (password, verification code, single sign-on): refuses a disabled account or
 * one without a position, opens a session in the first position, sets the httpOnly session cookie and
 * answers the client token. Call it only once the user is proven.
 */
export async function signIn(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: number; status: number },
): Promise<LoginAnswer> {
  if (user.status !== 1) throw new ApiError(Code.ACCOUNT_DISABLED, 'accountDisabled');
  const positions = await listPositions(db, user.id);
  if (positions.length === 0) throw new ApiError(Code.NO_POSITION, 'noPosition');
  const opened = await openSession(db, user.id, positions[0].position_org_id);
  setSessionCookie(request, reply, opened.secret);
  return { token: opened.clientToken, position_org_id: positions[0].position_org_id, need_choose_position: positions.length > 1 ? 1 : 0 };
}
