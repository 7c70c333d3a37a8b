import type { FastifyInstance } from 'fastify';
import { exportTemplateRoutes } from './routes.js';

/** A resource's export templates (issue 31), mounted beside the resource module on its resource routes. */
export async function exportTemplateModule(app: FastifyInstance): Promise<void> {
  exportTemplateRoutes(app);
}
