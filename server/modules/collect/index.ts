import type { FastifyInstance } from 'fastify';
import type { CollectAnswer, CollectBody } from '../../../schemas/generated/collect.js';
import { answers, ok, ref, type Envelope } from '../../http/envelope.js';
import { sessionOf } from '../../http/session.js';
import { cancelCollect, saveCollect } from './store.js';

const S = 'collect.schema.json';

/**
 * Collecting organisations under /api/base/collect (spec 001 §7 collect; the organisation tree picker's star):
 * saveData and cancelData, for the caller only. The body is checked without coercion: data_id "5" is a 4400,
 * not organisation 5. The caller's collected organisations are read with org/getCollectOrg (lookups).
 */
export async function collectModule(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const route = { schema: { body: ref(S, 'CollectBody'), response: answers(ref(S, 'CollectAnswer')) } };

  app.post<{ Body: CollectBody }>('/saveData', route, async (request): Promise<Envelope<CollectAnswer>> => {
    const { group, label, data_id } = request.body;
    await saveCollect(db, sessionOf(request), request.body);
    return ok({ group, label, data_id, is_collected: 1 });
  });

  app.post<{ Body: CollectBody }>('/cancelData', route, async (request): Promise<Envelope<CollectAnswer>> => {
    const { group, label, data_id } = request.body;
    await cancelCollect(db, sessionOf(request), request.body);
    return ok({ group, label, data_id, is_collected: 0 });
  });
}
