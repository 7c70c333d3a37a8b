import type { RendererDefinition } from '../../registry';

export const simpleSearchRenderer: RendererDefinition = { type: 'simple-search', loadSchema: () => import('../../schemas/simple-search.schema.json'), load: () => import('./SimpleSearch') };
