import type { FastifyInstance } from 'fastify';
import { answers, ok } from '../../http/envelope.js';
import { sessionOf } from '../../http/session.js';

const logBody = {
  type: 'object',
  required: ['url', 'content'],
  additionalProperties: false,
  properties: {
    url: { type: 'string', maxLength: 2000, pattern: '^[^\\u0000]*$' },
    content: { type: 'string', maxLength: 10000, pattern: '^[^\\u0000]*$' },
  },
} as const;

/**
 * POST /api/access/debug/log (spec 000 §7): what went wrong in a user's browser (uncaught errors, failed
 * renders), written to the server log at level error with who and where, so it is seen with the server's own.
 */
export async function debugModule(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { url: string; content: string } }>('/log', { schema: { body: logBody, response: answers({ type: 'null' }) } }, async (request) => {
    const session = sessionOf(request);
    request.log.error({ client: { user_id: session.userId, position_org_id: session.positionOrgId, url: request.body.url, content: request.body.content } }, 'browser error');
    return ok(null);
  });
}
