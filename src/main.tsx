import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBuiltinRegistry } from '../renderers';
import { App } from './app/App';
import { startBootCalls } from './app/boot-calls';
import { detectLanguage } from './i18n';
import './styles.css';

// The session's calls (and a list page's opening) go out now, before the app's first render.
const boot = startBootCalls(detectLanguage(document.cookie, navigator.language));

/** How long the first render waits for the cold start's calls to be out (their code is still coming on a slow network). */
const BOOT_RENDER_WAIT_MS = 250;

// The app renders once the cold start's calls are out: they need not wait for its first render.
void Promise.race([boot.sent, new Promise((resolve) => window.setTimeout(resolve, BOOT_RENDER_WAIT_MS))]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App registry={createBuiltinRegistry()} boot={boot} />
    </StrictMode>,
  ),
);
