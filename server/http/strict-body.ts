import { Ajv } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { finiteNumbers } from '../plugins/finite-numbers.js';
import { sharedSchemas } from '../plugins/schemas.js';

/**
 * The app's ajv coerces types, because a query string is all text. A JSON body has real types, and on a
 * write coercion would hide a wrong one: opinion 123 stored as "123", null as "", id "5" opening message 5.
 * Routes that take a `validatorCompiler: strictBody` check their body with this ajv instead (the same shared
 * schemas, no coercion), as resource update checks its fields (modules/resources/update.ts).
 */
const ajv = finiteNumbers(new Ajv({ allErrors: false, allowUnionTypes: true }));
ajv.addSchema(sharedSchemas());

export const strictBody: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  // Query strings and params are text and need the app's coercing ajv: this one is for bodies only.
  if (httpPart !== 'body') throw new Error(`strictBody validates bodies, not ${httpPart}`);
  return ajv.compile(schema as object);
};
