import { createRendererRegistry, type RendererRegistry } from '../registry';
import { dataTableRenderer } from './data-table';
import { listPageRenderer } from './list-page';

/** The built-in renderers, registered into a fresh registry. */
export function createBuiltinRegistry(): RendererRegistry {
  const registry = createRendererRegistry();
  for (const definition of [listPageRenderer, dataTableRenderer]) registry.register(definition);
  return registry;
}
