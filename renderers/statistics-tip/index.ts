import type { RendererDefinition } from '../../registry';

export const statisticsTipRenderer: RendererDefinition = {
  type: 'statistics-tip',
  loadSchema: () => import('../../schemas/statistics-tip.schema.json'),
  load: () => import('./StatisticsTip'),
};
