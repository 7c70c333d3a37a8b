import type { ColumnDataType, Kysely } from 'kysely';
import type { ResourceDefinition, ResourceField } from '../../../schemas/generated/resource-definition.js';
import type { Dialect } from '../../db/connection.js';
import { autoIdColumn } from '../../db/migrations/column-types.js';
import { ID_FIELD, STAMP_FIELDS, STAMP_INDEXES } from './stamps.js';

/** All columns of a resource: id, its declared fields, then the stamps. */
export function resourceColumns(definition: ResourceDefinition): ResourceField[] {
  return [ID_FIELD, ...definition.fields, ...STAMP_FIELDS];
}

function columnType(field: ResourceField, dialect: Dialect): ColumnDataType {
  switch (field.type) {
    case 'id':
      return autoIdColumn(dialect);
    case 'int':
      return 'integer';
    case 'money':
      return 'numeric(18, 2)';
    case 'date':
      return 'varchar(10)';
    case 'datetime':
      return 'varchar(19)';
    case 'text':
      return `varchar(${field.maxLength ?? 255})`;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createResourceTable(db: Kysely<any>, dialect: Dialect, definition: ResourceDefinition): Promise<void> {
  let table = db.schema.createTable(definition.table);
  for (const field of resourceColumns(definition)) {
    table = table.addColumn(field.name, columnType(field, dialect), (c) =>
      field.type === 'id' ? c.primaryKey() : field.nullable ? c : c.notNull(),
    );
  }
  await table.execute();
  for (const columns of [...(definition.indexes ?? []), ...STAMP_INDEXES]) {
    await db.schema
      .createIndex(`${definition.table}_${columns.join('_')}`)
      .on(definition.table)
      .columns(columns)
      .execute();
  }
}
