import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import listPageSchema from '../../../schemas/list-page.schema.json';
import type { ListPageSchema } from '../../../schemas/generated/list-page';

export class SchemaError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/** `/table/columns/2/width must be integer`: the JSON path first, so configurators find the spot. */
export function describeSchemaErrors(errors: readonly ErrorObject[]): string[] {
  return errors.map((e) => {
    const path = e.instancePath || '/';
    const extra = e.keyword === 'additionalProperties' ? ` (${(e.params as { additionalProperty: string }).additionalProperty})` : '';
    const allowed = e.keyword === 'enum' ? ` (${(e.params as { allowedValues: unknown[] }).allowedValues.map(String).join(', ')})` : '';
    return `${path} ${e.message ?? 'is invalid'}${extra}${allowed}`;
  });
}

let validateListPage: ValidateFunction | undefined;

/** Throws SchemaError naming every JSON path that does not fit `schemas/list-page.schema.json`. */
export function assertListPageSchema(candidate: unknown): asserts candidate is ListPageSchema {
  validateListPage ??= new Ajv({ allErrors: true, strict: false }).compile(listPageSchema);
  if (!validateListPage(candidate)) throw new SchemaError(describeSchemaErrors(validateListPage.errors ?? []));
}
