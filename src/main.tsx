import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBuiltinRegistry } from '../renderers';
import { App } from './app/App';
import { preloadShellChunks } from './app/route-chunks';
import { detectLanguage } from './i18n';
import './styles.css';

preloadShellChunks(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App registry={createBuiltinRegistry()} initialLanguage={detectLanguage(document.cookie, navigator.language)} />
  </StrictMode>,
);
