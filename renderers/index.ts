import { createRendererRegistry, type RendererDefinition, type RendererRegistry } from '../registry';
import { dataTableRenderer } from './data-table';
import { filterTagsRenderer } from './filter-tags';
import { listPageRenderer } from './list-page/definition';
import { paginationRenderer } from './pagination';
import { queryPanelRenderer } from './query-panel';
import { simpleSearchRenderer } from './simple-search';
import { statusTabsRenderer } from './status-tabs';
import { toolbarRenderer } from './toolbar';
import { cardViewRenderer } from './card-view';
import { externalViewRenderer } from './external-view';
import { listViewsRenderer } from './list-views';
import { statisticsTipRenderer } from './statistics-tip';
import { savedViewsRenderer } from './saved-views';
import { formPageRenderer } from './form-page';
import { editableTableRenderer } from './editable-table';
import { verificationCodeRenderer } from './verification-code';
import { formulaEditorRenderer } from './formula-editor';
import { priceSplitRenderer } from './price-split';
import { chooserRenderer } from './chooser';
import { orgPickerRenderer } from './org-picker';
import { userPickerRenderer } from './user-picker';
import { attachmentCollectRenderer, attachmentListRenderer } from './attachments/definition';
import { chartRenderer } from './chart';
import { dashboardPageRenderer } from './dashboard-page';
import { clearLookupCache } from './core/list-shared/controls/session-cache';

/** The built-in renderers. A new renderer is one folder and one line here. */
export const BUILTIN_RENDERERS: readonly RendererDefinition[] = [
  listPageRenderer,
  dataTableRenderer,
  paginationRenderer,
  statusTabsRenderer,
  simpleSearchRenderer,
  queryPanelRenderer,
  filterTagsRenderer,
  toolbarRenderer,
  cardViewRenderer,
  listViewsRenderer,
  statisticsTipRenderer,
  externalViewRenderer,
  savedViewsRenderer,
  formPageRenderer,
  editableTableRenderer,
  verificationCodeRenderer,
  formulaEditorRenderer,
  priceSplitRenderer,
  chooserRenderer,
  orgPickerRenderer,
  userPickerRenderer,
  attachmentListRenderer,
  attachmentCollectRenderer,
  chartRenderer,
  dashboardPageRenderer,
];

/** The built-in renderers, registered into a fresh registry. */
export function createBuiltinRegistry(): RendererRegistry {
  const registry = createRendererRegistry();
  for (const definition of BUILTIN_RENDERERS) registry.register(definition);
  return registry;
}

/**
 * Forgets what the renderers cached for the signed-in user in their position (organisation names, dictionaries,
 * org selections): the shell calls it when the session ends and when the position changes.
 */
export function clearRendererCaches(): void {
  clearLookupCache();
}
