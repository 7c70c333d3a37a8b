import type { RendererDefinition } from '../../registry';

// The list page loads on first use: the sign-in page never pays for it.
export const listPageRenderer: RendererDefinition = { type: 'list-page', load: () => import('./ListPage') };
