import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBuiltinRegistry } from '../../renderers';
import type { RendererRegistry } from '../../registry';
import { loadAppLayout, loadMenuPage } from '../layout/route-chunks';
import { bootOpening } from '../pages/boot-opening';
import { rememberedPageTypes } from '../pages/page-preload';
import { App } from './App';
import type { BootCalls } from './boot-calls';

/**
 * A cold start opening a list page asks for the code it will draw with before the first render, not after it: the
 * layout, the menu page and the renderers the page used last time. Asked after that render (~100 ms of a cold
 * start) and the layout's, the page's own table came last of all (bench/page-open, cold reload).
 */
function startOpeningCode(registry: RendererRegistry): void {
  const opening = bootOpening(window.location.pathname);
  if (!opening) return;
  void loadAppLayout().catch(() => undefined);
  void loadMenuPage().catch(() => undefined);
  const types = rememberedPageTypes(opening.menuId, registry);
  if (types.length > 0) void registry.preload({ type: types[0], children: types.slice(1).map((type) => ({ type })) }).catch(() => undefined);
}

/** The app's first render, from what the cold start asked for (src/main.tsx). */
export function renderApp(boot: BootCalls): void {
  const registry = createBuiltinRegistry();
  startOpeningCode(registry);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App registry={registry} boot={boot} />
    </StrictMode>,
  );
}
