import type { RendererDefinition } from '../../registry';

export const statisticsTipRenderer: RendererDefinition = {
  type: 'statistics-tip',
  loadValidator: () => import('../../schemas/generated/validators/statistics-tip'),
  load: () => import('./StatisticsTip'),
};
