import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../http/session.js';
import { openStream } from '../../http/sse.js';

const progressQuery = {
  type: 'object',
  properties: {
    steps: { type: 'integer', $ref: 'params.schema.json#/definitions/PageLimit', maximum: 50, default: 5 },
    interval: { type: 'integer', finite: true, minimum: 10, maximum: 2000, default: 20 },
  },
} as const;

interface ProgressQuery {
  steps: number;
  interval: number;
}

/**
 * GET or POST /api/base/sse/progress: a stream of progress chunks `{ done, total, user_id, at }`, one per
 * step, over server-sent events. It is the stream long work reports through (export and import progress
 * will write the same chunks); on its own it lets a client check that streaming reaches it end to end.
 */
export async function streamModule(app: FastifyInstance): Promise<void> {
  const handler = async (request: { query: ProgressQuery; body?: unknown } & Parameters<typeof sessionOf>[0], reply: Parameters<typeof openStream>[0]) => {
    const session = sessionOf(request);
    const body = (request.body ?? {}) as Partial<ProgressQuery>;
    const total = Math.min(50, Math.max(1, Number.isInteger(body.steps) ? Number(body.steps) : request.query.steps));
    const stream = openStream(reply);
    for (let done = 1; done <= total && !stream.closed; done++) {
      await new Promise((resolve) => setTimeout(resolve, request.query.interval));
      stream.write({ done, total, user_id: session.userId, at: new Date().toISOString() });
    }
    stream.end();
  };
  app.get<{ Querystring: ProgressQuery }>('/progress', { schema: { querystring: progressQuery } }, handler);
  app.post<{ Querystring: ProgressQuery; Body: { steps?: number } }>(
    '/progress',
    {
      schema: {
        querystring: progressQuery,
        body: { type: 'object', additionalProperties: false, properties: { steps: { type: 'integer', finite: true, minimum: 1, maximum: 50 } } },
      },
    },
    handler,
  );
}
