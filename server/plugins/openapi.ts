import swagger from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import security from '../../schemas/request-security.json';
import './fastify-types.js';
import { registerApiPage } from './openapi-page.js';

const SIGNED = new Set(security.signature.signedPaths);

/** The description of the whole API in the document: what every call has in common. */
const DESCRIPTION = [
  'Every answer is the envelope `{ code, msg, data }` (2000-2999 success; the codes are listed in docs/api.md).',
  'Private calls send `Authorization: Bearer <client token>` with the session cookie (browser) or the session secret as Bearer (other clients).',
  `Signed calls also send ${security.signature.timestampHeader} and ${security.signature.signatureHeader}.`,
  `A call marked \`${security.encryption.header}: 1\` sends its query as \`${security.encryption.queryParam}=<ciphertext>\` and its JSON body as \`{ "${security.encryption.bodyField}": "<ciphertext>" }\`; the parameters below are what they decrypt to.`,
].join('\n\n');

/** Signed calls document their two headers; public calls need no token. Non-API routes (web files) are left out. */
function describeRoute({ schema, url, route }: { schema: FastifySchema; url: string; route: { config?: unknown; websocket?: boolean } }): {
  schema: FastifySchema;
  url: string;
} {
  if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true } as FastifySchema, url };
  const described: Record<string, unknown> = { ...schema };
  // @fastify/websocket hides its routes; they are API routes too, listed as the GET that upgrades.
  if (route.websocket) Object.assign(described, { hide: false, summary: 'WebSocket: a GET with Connection: Upgrade (101 Switching Protocols)' });
  if ((route.config as { public?: boolean } | undefined)?.public) described.security = [];
  if (SIGNED.has(url)) {
    const text = { type: 'string' };
    described.headers = {
      type: 'object',
      required: [security.signature.timestampHeader, security.signature.signatureHeader],
      properties: {
        [security.signature.timestampHeader]: { ...text, description: 'Unix seconds, within 300 s of the server clock' },
        [security.signature.signatureHeader]: {
          ...text,
          description: 'Lowercase hex SHA-256 of timestamp + path + last 100 characters of the body + last 50 of the Bearer token',
        },
      },
    };
  }
  return { schema: described as FastifySchema, url };
}

const COMPONENT = '#/components/schemas/';

/**
 * A `$ref` as a pointer into this document. @fastify/swagger names a shared schema's definitions
 * `<$id>-<name>` in components but leaves some references of query parameters pointing at `<$id>#/...`
 * or at `#/components/schemas/<$id>/components/schemas/<name>`; those are turned into the component's name.
 */
function localRef(ref: string): string {
  const nested = /^(?:#\/components\/schemas\/([^/#]+)\/|([^#/][^#]*)#\/)(?:components\/schemas|definitions)\/([^/]+)$/.exec(ref);
  if (nested) return `${COMPONENT}${nested[1] ?? nested[2]}-${nested[3]}`;
  const whole = /^([^#/][^#]*)#?$/.exec(ref);
  return whole ? `${COMPONENT}${whole[1]}` : ref;
}

/** Every `$ref` made local; `finite` (an ajv keyword of ours, plugins/finite-numbers.ts) becomes `x-finite`. */
function normalise(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) normalise(item);
  } else if (typeof node === 'object' && node !== null) {
    const record = node as Record<string, unknown>;
    if (typeof record.$ref === 'string') record.$ref = localRef(record.$ref);
    if (typeof record.finite === 'boolean') {
      record['x-finite'] = record.finite;
      delete record.finite;
    }
    for (const value of Object.values(record)) normalise(value);
  }
}

/**
 * The OpenAPI 3 document of every API route, generated from the route schemas by @fastify/swagger, at
 * `GET /api/openapi.json` (public). Registered before the modules so it sees their routes; the shared
 * schemas of schemas/ are components named by their `$id`, so every `$ref` resolves inside the document.
 */
export const openapiPlugin = fp<{ page?: boolean }>(
  async (app, options) => {
    await app.register(swagger, {
      openapi: {
        // 3.1: its schemas are JSON Schema (2020-12), so the shared draft-07 schemas of schemas/ fit as they are.
        openapi: '3.1.0',
        info: { title: 'HKWL platform API', version: '1.0.0', description: DESCRIPTION },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ bearer: [] }],
      },
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
      },
      transform: describeRoute,
      // A copy: the components may be the very schema objects ajv was given.
      transformObject: (document) => {
        const copy = structuredClone('openapiObject' in document ? document.openapiObject : document.swaggerObject);
        normalise(copy);
        return copy;
      },
    });
    app.get('/api/openapi.json', { config: { public: true }, schema: { summary: 'This document (OpenAPI 3)', hide: false } }, async () => app.swagger());
    if (options.page) registerApiPage(app);
  },
  { name: 'openapi', dependencies: ['schemas'] },
);
