import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/connection.js';
import type { ResourceDefinition } from '../../schemas/generated/resource-definition.js';
import './fastify-types.js';

/** Puts the database and the resource definitions on the app instance: no module-level state. */
export const databasePlugin = fp<{ database: DatabaseHandle; resources: readonly ResourceDefinition[] }>(
  async (app, { database, resources }) => {
    app.decorate('database', database);
    app.decorate('resources', resources);
    // Calls being served: with one at a time, a cheap read costs less on the main connection than the
    // trip to a read thread; with more, the read threads take them (server/db/sqlite-pool.ts). Counted on
    // the raw answer's 'close', which comes for every call, answered or abandoned.
    let serving = 0;
    database.readInlineWhen?.(() => serving <= 1);
    app.addHook('onRequest', (_request, reply, done) => {
      serving += 1;
      reply.raw.once('close', () => (serving -= 1));
      done();
    });
  },
  { name: 'database' },
);
