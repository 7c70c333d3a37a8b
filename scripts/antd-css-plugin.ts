import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SCRIPT = fileURLToPath(new URL('./antd-css.tsx', import.meta.url));

/**
 * antd's styles as a file made at build time (scripts/antd-css.tsx), linked first in the page's head: the
 * browser's cssinjs finds each component's styles already there (its cache-path rule) and neither makes nor
 * injects them, so no page pays for them as it opens (bench/page-open). Linked before the app's own CSS,
 * which keeps overriding antd's as when antd prepended its style tags. Production builds only: the dev
 * server makes styles at run time under another class hash.
 */
export function antdCss(): Plugin {
  let fileName = '';
  return {
    name: 'hkwl-antd-css',
    apply: 'build',
    buildStart() {
      const css = execFileSync(process.execPath, ['--import', 'tsx', SCRIPT], {
        env: { ...process.env, NODE_ENV: 'production' },
        maxBuffer: 64 * 1024 * 1024,
        encoding: 'utf8',
      });
      fileName = `assets/antd-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
      this.emitFile({ type: 'asset', fileName, source: css });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => (fileName ? [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${fileName}` }, injectTo: 'head-prepend' }] : []),
    },
  };
}
