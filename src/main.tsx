import { startBootCalls } from './app/boot-calls';
import { preloadPageChunks } from './app/page-chunks';
import { detectLanguage } from './i18n/detect-language';
import './styles.css';

// The session's calls (and a list page's opening) go out now, before the app's code is evaluated: the entry
// holds only what sends them, and the app (the shell, antd, the renderers' registry) is a file of its own the
// page preloads beside the entry (scripts/code-splitting.ts), evaluated once the calls are out. Evaluating it
// first held the calls back by 150-200 ms of a cold start (docs/decisions.md, "Page opens, seventh pass").
const boot = startBootCalls(detectLanguage(document.cookie, navigator.language));

/** How long the app waits for the cold start's calls to be out (their code is still coming on a slow network). */
const BOOT_RENDER_WAIT_MS = 250;

// Once the calls are out, the page's own chunks are fetched beside their answers (a signed-in page names them).
void boot.sent.then(() => preloadPageChunks());

void Promise.race([boot.sent, new Promise((resolve) => window.setTimeout(resolve, BOOT_RENDER_WAIT_MS))])
  .then(() => import('./app/render-app'))
  .then(({ renderApp }) => renderApp(boot));
