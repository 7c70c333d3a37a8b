import type { RendererDefinition } from '../../registry';

/**
 * The list page's registry entry, alone in its file: the registry imports this, not the folder's index
 * (which also exports the controller and the list context), so the sign-in page never pays for them.
 */
export const listPageRenderer: RendererDefinition = { type: 'list-page', loadValidator: () => import('../../schemas/generated/validators/list-page'), load: () => import('./ListPage') };
