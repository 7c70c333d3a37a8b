import type { FastifyInstance } from 'fastify';
import type { CollectAnswer, CollectBody } from '../../../schemas/generated/collect.js';
import { answers, ok, ref, type Envelope } from '../../http/envelope.js';
import { sessionOf } from '../../http/session.js';
import { cancelCollect, saveCollect } from './collect-store.js';

const S = 'collect.schema.json';

/**
 * Collecting organisations under /api/base/collect (spec 001 §7 collect; the organisation tree picker's star):
 * saveData and cancelData, for the caller only. The body is checked without coercion: data_id "5" is a 4400,
 * not organisation 5. The caller's collected organisations are read with org/getCollectOrg (index.ts); the
 * organisation lookups and the collecting of them are one module, so neither imports the other.
 */
export function collectRoutes(app: FastifyInstance): void {
  const { db } = app.database;
  const route = { schema: { body: ref(S, 'CollectBody'), response: answers(ref(S, 'CollectAnswer')) } };

  app.post<{ Body: CollectBody }>('/collect/saveData', route, async (request): Promise<Envelope<CollectAnswer>> => {
    const { group, label, data_id } = request.body;
    await saveCollect(db, sessionOf(request), request.body);
    return ok({ group, label, data_id, is_collected: 1 });
  });

  app.post<{ Body: CollectBody }>('/collect/cancelData', route, async (request): Promise<Envelope<CollectAnswer>> => {
    const { group, label, data_id } = request.body;
    await cancelCollect(db, sessionOf(request), request.body);
    return ok({ group, label, data_id, is_collected: 0 });
  });
}
