import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/connection.js';
import type { ResourceDefinition } from '../../schemas/generated/resource-definition.js';
import { actionsOf } from '../modules/resources/actions.js';
import { ResourceRegistry } from '../modules/resources/registry.js';
import './fastify-types.js';

/**
 * Puts the database and the resource definitions on the app instance: no module-level state. A call on a
 * resource route finds its resource here on arrival, first of all: a resource not served is an unknown path,
 * whoever asks.
 */
export const databasePlugin = fp<{ database: DatabaseHandle; resources: readonly ResourceDefinition[] }>(
  async (app, { database, resources }) => {
    app.decorate('database', database);
    const registry = new ResourceRegistry(resources);
    app.decorate('resources', registry);
    app.decorateRequest('resource', null);
    app.addHook('onRequest', async (request, reply) => {
      const kind = request.routeOptions.config.resource;
      if (!kind) return;
      const params = request.params as { module: string; name: string; action?: string };
      const definition = registry.at(params.module, params.name);
      if (definition && (kind === 'call' || actionsOf(definition).some((a) => a.name === params.action))) request.resource = definition;
      else return reply.callNotFound();
    });
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
