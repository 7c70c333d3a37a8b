import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBuiltinRegistry } from '../../renderers';
import { App } from './App';
import type { BootCalls } from './boot-calls';

/** The app's first render, from what the cold start asked for (src/main.tsx). */
export function renderApp(boot: BootCalls): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App registry={createBuiltinRegistry()} boot={boot} />
    </StrictMode>,
  );
}
