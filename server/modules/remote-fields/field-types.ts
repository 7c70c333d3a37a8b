import type { FieldType } from '../../../schemas/generated/field-type.js';
import type { RemoteField } from '../../../schemas/generated/remote-field.js';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { ResourceRegistry } from '../resources/registry.js';
import { servedColumns } from '../resources/table.js';
import { isFieldType } from './codec-options.js';

/** A list menu's rows come from `/api/<module>/<name>/index` (its remote_request_url). */
const INDEX_URL = /^\/api\/([a-z][a-z0-9_]*)\/([a-z][a-z0-9_]*)\/index$/;

/** The resource a list menu reads (its remote_request_url), when this server serves it. */
export function listResource(resources: ResourceRegistry, remoteRequestUrl: string): ResourceDefinition | undefined {
  const [, module, name] = INDEX_URL.exec(remoteRequestUrl) ?? [];
  return module && name ? resources.at(module, name) : undefined;
}

/** The types of a resource's fields by name (its stamps and picked fields included); none without a resource. */
export function fieldTypesOf(definition: ResourceDefinition | undefined): ReadonlyMap<string, FieldType> {
  return new Map(definition ? servedColumns(definition).fields.map((field) => [field.name, field.type]) : []);
}

/**
 * A column's type (issue 42: one type vocabulary): the `valueType` its configuration names, else its field's own
 * type, so a column configured with nothing but its label shows, exports and imports as its field is.
 */
export function columnType(valueType: unknown, fieldType: FieldType): FieldType {
  return isFieldType(valueType) ? valueType : fieldType;
}

/** Remote fields as the page shows them: one that names no valueType (none, null or '') takes its field's type. */
export function withFieldTypes(fields: readonly RemoteField[], types: ReadonlyMap<string, FieldType>): RemoteField[] {
  return fields.map((field) => {
    const type = types.get(field.prop);
    const named = field.valueType !== undefined && field.valueType !== null && field.valueType !== '';
    return !named && type !== undefined && type !== 'text' ? { ...field, valueType: type } : field;
  });
}
