import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import { resourceVersions } from './store.js';

/** The PostgreSQL channel a publish is announced on: its payload is `{ name, version }`. */
const CHANNEL = 'hkwl_definitions';

/** The version each app serves of each resource it was told of, so a late notice never replaces a newer version. */
const servedVersions = new WeakMap<FastifyInstance, Map<string, number>>();

function versionsOf(app: FastifyInstance): Map<string, number> {
  let versions = servedVersions.get(app);
  if (!versions) servedVersions.set(app, (versions = new Map()));
  return versions;
}

/** Serves a stored version unless this app already serves it or a later one of the resource. */
function serve(app: FastifyInstance, definition: ResourceDefinition, version: number): void {
  const versions = versionsOf(app);
  if ((versions.get(definition.name) ?? 0) >= version) return;
  versions.set(definition.name, version);
  app.resources.put(definition);
}

/**
 * On PostgreSQL, every app server LISTENs for published definitions and serves the stored one at once (read from
 * the database, the truth, not from the notice). Each time it starts listening (and again after an outage, when
 * notices may have been missed) it reads every stored version and serves those later than its own. On SQLite there is one process: the publish serves
 * it itself.
 */
export async function listenForDefinitions(app: FastifyInstance): Promise<void> {
  const { database } = app;
  if (!database.listen) return;
  // What the app was built with counts as served at the versions stored now: only later ones replace it (an app
  // given its own definitions, as tests do, keeps them until a publish).
  for (const stored of await resourceVersions.latest(database.db)) versionsOf(app).set(stored.name, stored.version);
  const catchUp = () => {
    resourceVersions
      .latest(database.db)
      .then((all) => all.forEach((v) => serve(app, v.definition, v.version)))
      .catch((error: unknown) => app.log.error({ err: error }, 'reloading the resource definitions'));
  };
  const stop = await database.listen(
    CHANNEL,
    (payload) => {
      let name: unknown;
      try {
        name = (JSON.parse(payload) as { name?: unknown }).name;
      } catch {
        return;
      }
      if (typeof name !== 'string') return;
      resourceVersions
        .latestOf(database.db, name)
        .then((latest) => latest && serve(app, latest.definition, latest.version))
        .catch((error: unknown) => app.log.error({ err: error }, `reloading the definition of ${name}`));
    },
    catchUp,
  );
  app.addHook('onClose', async () => stop());
}

/** A definition just published here: served by this app now, and announced to the others. */
export async function announceDefinition(app: FastifyInstance, definition: ResourceDefinition, version: number): Promise<void> {
  serve(app, definition, version);
  if (app.database.listen) await sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ name: definition.name, version })})`.execute(app.database.db);
}
