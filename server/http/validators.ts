import { Ajv, type AnySchema, type ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { decimalText, finiteNumbers } from '../plugins/finite-numbers.js';
import { sharedSchemas } from '../plugins/schemas.js';
import { compiledOnce } from './compiled-once.js';

/**
 * The two ways the server reads input against schemas/ (issue 40: no string-to-number coercion anywhere).
 *
 * - A JSON body has real types: checked with no coercion at all, so "0x10", "1e309", "Infinity", " 7",
 *   true or null where a number belongs is a 4400, never 16, Infinity, 1 or 0.
 * - A query string or path parameter is all text: its numbers must be coerced, but only from plain decimal
 *   text (`-12`, `3.5`). ajv's own coercion takes anything `+text` reads (hex, exponents, spaces, Infinity),
 *   so every number of a text schema first meets the keyword `decimalText`, which refuses the rest.
 */
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies'] as const;
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'items'] as const;
const SUBSCHEMA_ONES = ['additionalProperties', 'items', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'additionalItems'] as const;

const OUTSIDE_KEYS = new Set(['$id', '$schema', 'definitions', '$defs', 'default']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True where ajv would coerce text to a number: the type names a number and not a string. */
function coercesToNumber(type: unknown): boolean {
  const types = [type].flat();
  return (types.includes('number') || types.includes('integer')) && !types.includes('string');
}

/**
 * The schema with every number `finite` (JSON.parse reads 1e309 as Infinity, which minimum and maximum let
 * pass), and for `text` guarded by `decimalText` ahead of its own type check (and so its coercion).
 */
export function guardNumbers(schema: unknown, text: boolean): unknown {
  if (!isObject(schema)) return schema;
  const guard = (sub: unknown) => guardNumbers(sub, text);
  const out: Record<string, unknown> = { ...schema };
  for (const key of SUBSCHEMA_MAPS) {
    const map = out[key];
    if (isObject(map)) out[key] = Object.fromEntries(Object.entries(map).map(([name, sub]) => [name, guard(sub)]));
  }
  for (const key of SUBSCHEMA_LISTS) {
    const list = out[key];
    if (Array.isArray(list)) out[key] = list.map(guard);
  }
  for (const key of SUBSCHEMA_ONES) {
    if (isObject(out[key])) out[key] = guard(out[key]);
  }
  const types = [out.type].flat();
  if (types.includes('number') || types.includes('integer')) out.finite = true;
  if (!text || !coercesToNumber(out.type)) return out;
  // allOf's parts run in order on the data as it came, so the guard sees the text before the type coerces it.
  // $id and definitions stay outside, where references find them, and so does a default, which ajv fills in
  // only where a property's own schema states it.
  const outside: Record<string, unknown> = {};
  const checked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(out)) (OUTSIDE_KEYS.has(key) ? outside : checked)[key] = value;
  return { ...outside, allOf: [{ decimalText: true }, checked] };
}

// As Fastify's own compiler: a property's stated default fills it in when absent.
const COMMON = { allErrors: false, allowUnionTypes: true, useDefaults: true } as const;

function bodyAjv(): Ajv {
  const ajv = finiteNumbers(new Ajv(COMMON));
  ajv.addSchema(sharedSchemas().map((schema) => guardNumbers(schema, false)) as AnySchema[]);
  return ajv;
}

function textAjv(): Ajv {
  const ajv = decimalText(finiteNumbers(new Ajv({ ...COMMON, coerceTypes: true })));
  ajv.addSchema(sharedSchemas().map((schema) => guardNumbers(schema, true)) as AnySchema[]);
  return ajv;
}

let validators: { body: Ajv; text: Ajv } | undefined;
// Compiled once per process and never changed after: schemas/ is fixed for the life of the server.
function instances(): { body: Ajv; text: Ajv } {
  validators ??= { body: bodyAjv(), text: textAjv() };
  return validators;
}

// Each app's routes compile the same schemas again: once per process is enough (compiled-once.ts). Without it, ajv
// also kept every copy (its cache is keyed by the schema object, and guardNumbers makes a new one each time).
const jsonValidator = compiledOnce<ValidateFunction>('json');
const textValidator = compiledOnce<ValidateFunction>('text');

/** A validator for JSON values (a body, a stored definition): types as they are. */
export function compileJson<T = unknown>(schema: object): ValidateFunction<T> {
  return jsonValidator(schema, () => instances().body.compile(guardNumbers(schema, false) as object)) as ValidateFunction<T>;
}

/** A validator for values that arrived as text (a query, a path, JSON inside a query parameter): decimal numbers only. */
export function compileText<T = unknown>(schema: object): ValidateFunction<T> {
  return textValidator(schema, () => instances().text.compile(guardNumbers(schema, true) as object)) as ValidateFunction<T>;
}

/** The app's validator compiler: bodies as JSON, every other part as text. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => (httpPart === 'body' ? compileJson(schema as object) : compileText(schema as object));
