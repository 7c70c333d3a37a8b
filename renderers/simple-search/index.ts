import type { RendererDefinition } from '../../registry';

export const simpleSearchRenderer: RendererDefinition = { type: 'simple-search', loadValidator: () => import('../../schemas/generated/validators/simple-search'), load: () => import('./SimpleSearch') };
