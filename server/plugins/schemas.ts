import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';

const SCHEMA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'schemas');

/** Every shared schema of schemas/ by its $id, so routes `$ref` the same contracts the browser uses. */
export function sharedSchemas(): object[] {
  return readdirSync(SCHEMA_DIR)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(SCHEMA_DIR, f), 'utf8')) as object);
}

export const schemasPlugin = fp(
  async (app) => {
    for (const schema of sharedSchemas()) app.addSchema(schema);
  },
  { name: 'schemas' },
);
