import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Language } from '../../registry';

// antd/locale/* is CommonJS whose default export arrives wrapped in the browser build (the pager then fell
// back to English); the ES build's default is the locale itself.
export const ANTD_LOCALES = { zh: zhCN, en: enUS } as const;

/** antd and dayjs follow the language: month names, pickers and the pager read it. */
export function applyLanguage(language: Language): void {
  dayjs.locale(language === 'zh' ? 'zh-cn' : 'en');
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
}
