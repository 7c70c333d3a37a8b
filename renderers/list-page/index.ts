import type { RendererDefinition } from '../../registry';

// The list page loads on first use: the sign-in page never pays for it.
export const listPageRenderer: RendererDefinition = { type: 'list-page', loadSchema: () => import('../../schemas/list-page.schema.json'), load: () => import('./ListPage') };
export { ListContextProvider, useListContext, type ListContextValue, type ListQueryState, type Row, type SortState, type WhereState } from './list-context';
export { DUPLICATE_WINDOW_MS, listParams } from './use-list-controller';
export { useListSettings, type ListSettings, type SettingsChange } from './use-list-settings';
