import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasMenu } from '../../acl/grants.js';
import { ApiError, Code } from '../../http/envelope.js';
import { sessionOf, type SessionContext } from '../../http/session.js';
import { holdsButton, SHARE_FLAG } from './permission.js';

/**
 * Who asks about the views of one list: the user in the company of their current position, and whether
 * they hold the shared-view permission on the list's menu. Never taken from parameters.
 */
export interface ViewCaller {
  session: SessionContext;
  userId: number;
  companyId: number;
  tableKey: string;
  permsId: number;
  canShare: boolean;
}

/** The caller of a list's views; 4403 when their role does not hold the menu, or `userId` names another user (as settings do). */
export async function callerOf(app: FastifyInstance, request: FastifyRequest, tableKey: string, permsId: number, userId?: number): Promise<ViewCaller> {
  const session = sessionOf(request);
  // Spec 001's load of the default view names the user: only the caller's own (as settings do).
  if (userId !== undefined && userId !== session.userId) throw new ApiError(Code.FORBIDDEN, 'forbidden');
  const { db } = app.database;
  const [menu, canShare] = await Promise.all([hasMenu(db, session, permsId), holdsButton(db, session, permsId, SHARE_FLAG)]);
  if (!menu) throw new ApiError(Code.FORBIDDEN, 'forbidden');
  return { session, userId: session.userId, companyId: session.subject.companyOrgId ?? 0, tableKey, permsId, canShare };
}
