import type { Kysely } from 'kysely';
import type { Dialect } from '../connection.js';
import { resourceDefinitions } from '../../modules/resources/definitions/index.js';
import { createResourceTable } from '../../modules/resources/table.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const definition of resourceDefinitions) await createResourceTable(db, dialect, definition);
}
