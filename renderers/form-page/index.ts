import type { RendererDefinition } from '../../registry';

export const formPageRenderer: RendererDefinition = { type: 'form-page', loadValidator: () => import('../../schemas/generated/validators/form-page'), load: () => import('./FormPage') };
