import { useCallback } from 'react';
import { useEnv, type Language } from '../../../registry';

/**
 * The preview's own texts, both languages. They live here rather than in src/i18n because the preview is
 * shown outside the list pages too (/mobileOffice, where the list sections are not loaded) and its chunk is
 * lazy: the texts load with it and never with the sign-in page.
 */
const MESSAGES = {
  zh: {
    download: '下载',
    close: '关闭',
    back: '返回',
    loading: '文件加载中…',
    failed: '文件加载失败',
    downloadFailed: '下载失败',
    refused: '不支持预览该地址的文件',
    unsupported: '暂不支持预览该类型文件',
    noName: '未命名文件',
    pages: '共 {n} 页',
    page: '第 {n} 页',
    zoomIn: '放大',
    zoomOut: '缩小',
    zoomFit: '适合宽度',
    rowsCapped: '仅显示前 {shown} 行（共 {total} 行），完整内容请下载后查看',
    colsCapped: '仅显示前 {shown} 列（共 {total} 列），完整内容请下载后查看',
    emptySheet: '该工作表没有内容',
    textCapped: '文件较大，仅显示前 {size}，完整内容请下载后查看',
    hintTitle: '提示',
    downloadHint: '当前浏览器无法直接下载文件，请复制链接，在系统浏览器中打开后下载。',
    copyLink: '复制链接',
    copied: '复制成功',
    copyFailed: '复制失败，请长按链接手动复制',
  },
  en: {
    download: 'Download',
    close: 'Close',
    back: 'Back',
    loading: 'Loading the file…',
    failed: 'The file could not be loaded',
    downloadFailed: 'The download failed',
    refused: 'Files from this address cannot be previewed',
    unsupported: 'This type of file cannot be previewed',
    noName: 'Unnamed file',
    pages: '{n} pages',
    page: 'Page {n}',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    zoomFit: 'Fit width',
    rowsCapped: 'Only the first {shown} rows are shown ({total} in all); download the file to see everything',
    colsCapped: 'Only the first {shown} columns are shown ({total} in all); download the file to see everything',
    emptySheet: 'This sheet is empty',
    textCapped: 'The file is large: only the first {size} are shown; download it to see everything',
    hintTitle: 'Note',
    downloadHint: 'This browser cannot download files. Copy the link and open it in your system browser to download.',
    copyLink: 'Copy link',
    copied: 'Copied',
    copyFailed: 'Copying failed; press and hold the link to copy it',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type PreviewTextKey = keyof (typeof MESSAGES)['zh'];
export type PreviewText = (key: PreviewTextKey, params?: Record<string, string | number>) => string;

/** The text of `key` in `language`, `{name}` placeholders filled from `params`. */
export function previewText(language: Language, key: PreviewTextKey, params: Record<string, string | number> = {}): string {
  return MESSAGES[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** previewText in the env's language. */
export function usePreviewText(): PreviewText {
  const { language } = useEnv();
  return useCallback((key, params) => previewText(language, key, params), [language]);
}
