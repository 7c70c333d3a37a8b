import type { FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import { resourceAccess, type ResourceAccess } from './access.js';

/** Where a resource's calls live: /api/<module>/<name>/index, detail, ... */
export function resourceBase(definition: ResourceDefinition): string {
  return `/api/${definition.module}/${definition.name}`;
}

/** Every resource's calls are one route each, whose path names the resource: `${RESOURCE_ROUTE}/index`. */
export const RESOURCE_ROUTE = '/api/:module/:name';

/** A resource call's route options: the resource is looked up on arrival (plugins/database), 404 when none is served there. */
export const RESOURCE_CALL = { resource: 'call' } as const;
/** An interface action's route (`${RESOURCE_ROUTE}/:action`): 404 too when the resource declares no such action. */
export const RESOURCE_ACTION = { resource: 'action' } as const;

/** The resource a call is to, with its address and the grants of its verbs. */
export interface ServedResource {
  definition: ResourceDefinition;
  base: string;
  access: ResourceAccess;
}

/** The served resource of a call on a resource route (RESOURCE_CALL). */
export function resourceOf(request: FastifyRequest): ServedResource {
  const definition = request.resource;
  if (!definition) throw new Error(`${request.url}: not a resource route`);
  const base = resourceBase(definition);
  return { definition, base, access: resourceAccess(request.server.database.db, `${base}/index`) };
}
