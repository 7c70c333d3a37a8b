import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';
import { compiledOnce } from './compiled-once.js';

type BuildSerializer = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer'];

/** The external schemas are schemas/'s, the same for every app of the process: a response schema is compiled once. */
const serializerOf = compiledOnce<(data: unknown) => string>('serializer');

/** Fastify's own response serializers (fast-json-stringify), each compiled once per process (compiled-once.ts). */
export const buildSerializer: BuildSerializer = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  return (route) => serializerOf(route.schema, () => compile(route) as (data: unknown) => string);
};
