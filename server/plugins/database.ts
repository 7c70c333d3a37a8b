import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/connection.js';
import type { ResourceDefinition } from '../../schemas/generated/resource-definition.js';
import './fastify-types.js';

/** Puts the database and the resource definitions on the app instance: no module-level state. */
export const databasePlugin = fp<{ database: DatabaseHandle; resources: readonly ResourceDefinition[] }>(
  async (app, { database, resources }) => {
    app.decorate('database', database);
    app.decorate('resources', resources);
  },
  { name: 'database' },
);
