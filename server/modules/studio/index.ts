import type { FastifyInstance } from 'fastify';
import { pageStudioRoutes } from './page-routes.js';
import { resourceStudioRoutes } from './resource-routes.js';

/**
 * The studio's calls under /api/base/studio (issue 23), for the administrator only: resource definitions
 * (`resource/...`) and page definitions (`page/...`), each checked, published as a version and rolled back.
 */
export async function studioModule(app: FastifyInstance): Promise<void> {
  await resourceStudioRoutes(app);
  pageStudioRoutes(app);
}
