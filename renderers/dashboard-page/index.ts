import type { RendererDefinition } from '../../registry';

export const dashboardPageRenderer: RendererDefinition = {
  type: 'dashboard-page',
  loadValidator: () => import('../../schemas/generated/validators/dashboard-page'),
  load: () => import('./DashboardPage'),
};
