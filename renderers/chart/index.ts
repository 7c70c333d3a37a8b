import type { RendererDefinition } from '../../registry';

/** A chart (issue 23): ECharts comes with the renderer's chunk, loaded when the first chart shows. */
export const chartRenderer: RendererDefinition = {
  type: 'chart',
  loadValidator: () => import('../../schemas/generated/validators/chart'),
  load: () => import('./Chart'),
};
