import type { Ajv } from 'ajv';

/**
 * ajv's type coercion turns the query text "Infinity" or "1e309" into Infinity and then skips minimum and
 * maximum (they only test finite numbers), so a schema alone let Infinity through to SQL. The keyword
 * `finite`, set on every number of schemas/params.schema.json, refuses them with a clear message.
 */
export function finiteNumbers(ajv: Ajv): Ajv {
  ajv.addKeyword({
    keyword: 'finite',
    schemaType: 'boolean',
    errors: true,
    // No `type: 'number'`: ajv would group it under the same finite-only guard as minimum and maximum.
    validate: function finite(schema: boolean, data: unknown) {
      if (!schema || typeof data !== 'number' || Number.isFinite(data)) return true;
      (finite as unknown as { errors: object[] }).errors = [{ keyword: 'finite', message: 'must be a finite number', params: {} }];
      return false;
    },
  });
  return ajv;
}
