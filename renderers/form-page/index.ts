import type { RendererDefinition } from '../../registry';

export const formPageRenderer: RendererDefinition = { type: 'form-page', loadSchema: () => import('../../schemas/form-page.schema.json'), load: () => import('./FormPage') };
