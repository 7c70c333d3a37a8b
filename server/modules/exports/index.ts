import type { FastifyInstance } from 'fastify';
import { exportJob, EXPORT_JOB } from './job.js';
import { exportRoutes } from './routes.js';

/**
 * A resource's export (`/api/<module>/<resource>/export`) and the background export job. Mounted beside the
 * resource module on the same resource routes (the resource is looked up on arrival: RESOURCE_CALL), so
 * resources/ never imports exports/.
 */
export async function exportModule(app: FastifyInstance): Promise<void> {
  exportRoutes(app);
  app.jobs.register(EXPORT_JOB, exportJob(app));
}
