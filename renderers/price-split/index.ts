import type { RendererDefinition } from '../../registry';

export const priceSplitRenderer: RendererDefinition = {
  type: 'price-split',
  loadValidator: () => import('../../schemas/generated/validators/price-split'),
  load: () => import('./PriceSplit'),
};
