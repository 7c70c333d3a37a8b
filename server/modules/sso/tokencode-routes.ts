import type { FastifyInstance } from 'fastify';
import type { TokenCodeIssueBody, TokenCodeRedeemBody } from '../../../schemas/generated/sso.js';
import { nowStamp, toStamp } from '../../db/time.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { signIn } from '../account/sign-in.js';
import { requireAdministrator } from '../../acl/administrator.js';
import { DEFAULT_TARGET } from './flow-routes.js';
import { randomToken, sha256 } from './store.js';

const S = 'sso.schema.json';
/** A token code is good for this long, once. */
export const TOKEN_CODE_SECONDS = 120;

/**
 * Token codes (spec 000 §2.1 /account/tokencode): a trusted system, signed in as an administrator, has a
 * one-time code issued for a user and sends the user's browser to /account/tokencode?token=...; the page
 * redeems it for a session. Stored hashed; one use (deleted as it is read); 2 minutes.
 */
export async function tokenCodeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.post<{ Body: TokenCodeIssueBody }>(
    '/tokencode/issue',
    { schema: { body: ref(S, 'TokenCodeIssueBody'), response: answers(ref(S, 'TokenCodeIssued')) } },
    async (request) => {
      const session = requireAdministrator(request);
      const user = await db.selectFrom('users').select(['id', 'status']).where('id', '=', request.body.user_id).executeTakeFirst();
      if (!user) throw new ApiError(Code.NOT_FOUND, 'notFound');
      if (user.status !== 1) throw new ApiError(Code.ACCOUNT_DISABLED, 'accountDisabled');
      const token = randomToken();
      const now = new Date();
      await db.deleteFrom('sso_token_codes').where('expires_at', '<=', nowStamp()).execute();
      await db
        .insertInto('sso_token_codes')
        .values({
          id: sha256(token),
          user_id: user.id,
          issued_by: session.userId,
          target: request.body.redirect ?? DEFAULT_TARGET,
          created_at: toStamp(now),
          expires_at: toStamp(new Date(now.getTime() + TOKEN_CODE_SECONDS * 1000)),
        })
        .execute();
      return ok({ token, expires_in: TOKEN_CODE_SECONDS, url: `/account/tokencode?token=${token}` });
    },
  );

  app.post<{ Body: TokenCodeRedeemBody }>(
    '/tokencode/redeem',
    { config: { public: true }, schema: { body: ref(S, 'TokenCodeRedeemBody'), response: answers(ref(S, 'SignInAnswer')) } },
    async (request, reply) => {
      // Deleted as it is read: two redemptions racing cannot both get it.
      const code = await db.deleteFrom('sso_token_codes').where('id', '=', sha256(request.body.token)).returningAll().executeTakeFirst();
      if (!code || code.expires_at <= nowStamp()) throw new ApiError(Code.BAD_CREDENTIALS, 'ssoTokenInvalid');
      const user = await db.selectFrom('users').select(['id', 'status']).where('id', '=', code.user_id).executeTakeFirstOrThrow();
      const answer = await signIn(db, request, reply, user);
      return ok({ ...answer, redirect: code.target });
    },
  );
}
