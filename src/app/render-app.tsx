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
 * A cold start opening a list page asks for the layout, the menu page and the renderers the page used last time
 * in the frame after the app's first render, not when the menu page mounts after the layout: asked then, the page's
 * own table came last of all (bench/page-open, cold reload: its chunks asked at 640 ms). Asked before the first
 * render, their evaluation held the page's first rows back.
 */
function startOpeningCode(registry: RendererRegistry): void {
  const opening = bootOpening(window.location.pathname);
  if (!opening) return;
  const types = rememberedPageTypes(opening.menuId, registry);
  requestAnimationFrame(() =>
    window.setTimeout(() => {
      void loadAppLayout().catch(() => undefined);
      void loadMenuPage().catch(() => undefined);
      if (types.length > 0) void registry.preload({ type: types[0], children: types.slice(1).map((type) => ({ type })) }).catch(() => undefined);
    }),
  );
}

/** The app's first render, from what the cold start asked for (src/main.tsx). */
export function renderApp(boot: BootCalls): void {
  const registry = createBuiltinRegistry();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App registry={registry} boot={boot} />
    </StrictMode>,
  );
  startOpeningCode(registry);
}
