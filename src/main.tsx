import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBuiltinRegistry } from '../renderers';
import { App } from './app/App';
import { detectLanguage } from './i18n';
import './styles.css';

const language = detectLanguage(document.cookie, navigator.language);
document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App registry={createBuiltinRegistry()} initialLanguage={language} />
  </StrictMode>,
);
