// ESLint flat config. Fast on purpose: typescript-eslint's recommended rules without type information
// (tsc -b does the type checking), react-hooks in the browser folders, and the import lines of
// docs/architecture.md §2 (browser and server meet only over HTTP and through schemas/; renderers and fields
// never import src/; the registry knows no renderer; rules/ and codecs/, shared by both sides, import only
// schemas/, rules/ and themselves, and of packages codecs/ only dayjs and mathjs). tests/unit/boundaries.test.ts proves the lines hold.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import folderCycles from './eslint-rules/no-folder-cycles.js';
import siblingImports from './eslint-rules/no-sibling-imports.js';

const CODE = '*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
const BROWSER = ['src', 'registry', 'renderers', 'fields'];

const WHY = {
  server: 'browser code and server code meet only over HTTP and through schemas/',
  src: 'src/ is the application shell; renderers, fields and the registry get the world through env (RendererEnv)',
  renderers: 'the registry knows no renderer; renderers register themselves where the app is wired (src/app)',
  browser: 'server code and browser code meet only over HTTP and through schemas/',
  shared: 'rules/ is shared by browser and server code, so it imports only schemas/ and rules/',
  codecs: 'codecs/ is shared by browser and server code, so it imports only schemas/, rules/ and codecs/',
  compiled: 'pages are compiled once, on the server (server/modules/pages); the browser renders what it receives',
};

/** Which top-level folders each top-level folder must not import, and why. schemas/ is open to all. */
const FORBIDDEN = {
  src: { server: WHY.server, 'rules/page-compile': WHY.compiled },
  registry: { server: WHY.server, src: WHY.src, renderers: WHY.renderers, 'rules/page-compile': WHY.compiled },
  renderers: { server: WHY.server, src: WHY.src, 'rules/page-compile': WHY.compiled },
  fields: { server: WHY.server, src: WHY.src, 'rules/page-compile': WHY.compiled },
  server: { src: WHY.browser, registry: WHY.browser, renderers: WHY.browser, fields: WHY.browser },
  rules: { server: WHY.shared, src: WHY.shared, registry: WHY.shared, renderers: WHY.shared, fields: WHY.shared, codecs: WHY.shared },
  codecs: { server: WHY.codecs, src: WHY.codecs, registry: WHY.codecs, renderers: WHY.codecs, fields: WHY.codecs },
};

/** Folders that must not import packages either (react, antd, node:fs, ...): only relative paths. */
const RELATIVE_ONLY = {
  rules: 'rules/ is pure TypeScript for browser and server alike (no React, no antd, no node: modules, no DOM)',
  codecs: 'codecs/ is pure TypeScript for browser and server alike: of packages only dayjs and mathjs (no React, no antd, no node: modules, no DOM)',
};

/** Packages a RELATIVE_ONLY folder may still import: pure libraries that run the same in both places. */
const PURE_PACKAGES = { codecs: ['dayjs', 'mathjs'] };

/**
 * Runtime globals rules/ must not touch. tsc refuses DOM names there (tsconfig.server.json has no DOM), but
 * node's names reach the web project too (@types/node comes in through dependencies' types), so ESLint
 * refuses both kinds by name.
 */
const RUNTIME_GLOBALS = [
  ...['process', 'Buffer', 'require', 'module', 'exports', '__dirname', '__filename', 'global', 'setImmediate', 'clearImmediate'].map(
    (name) => ({ name, message: `${name} is node's: ${RELATIVE_ONLY.rules}.` }),
  ),
  ...['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'fetch', 'XMLHttpRequest'].map((name) => ({
    name,
    message: `${name} is the browser's: ${RELATIVE_ONLY.rules}.`,
  })),
];

const MAX_DEPTH = 12;

/** The longest a function may be (docs/architecture.md §10). */
const MAX_FUNCTION_LINES = 120;

/**
 * One no-restricted-imports config per folder and directory depth. A file at depth d (src/app/x.ts is
 * depth 2) reaches the repository root with exactly d "../", so "../../server/app" is caught from
 * src/app/x.ts while a sibling folder that happens to be called "server" or "fields" (for example
 * server/modules/fields) is not. Deeper than MAX_DEPTH falls back to "any number of ../".
 * Rule options do not merge across config objects, so every file gets exactly one list of patterns.
 */
function boundaries() {
  const configs = [];
  for (const [from, targets] of Object.entries(FORBIDDEN)) {
    const patterns = (ups) => [
      ...Object.entries(targets).map(([to, why]) => ({
        regex: `^(?:\\./)?(?:\\.\\./)${ups}${to}(?:/|$)`,
        message: `${from}/ must not import ${to}/: ${why}.`,
      })),
      ...(RELATIVE_ONLY[from]
        ? [{ regex: `^(?!\\.\\.?(?:/|$)${(PURE_PACKAGES[from] ?? []).map((name) => `|${name}(?:/|$)`).join('')})`, message: `${from}/ must not import packages: ${RELATIVE_ONLY[from]}.` }]
        : []),
    ];
    configs.push({
      name: `boundaries/${from}/deep`,
      files: [`${from}/**/${CODE}`],
      rules: { 'no-restricted-imports': ['error', { patterns: patterns('+') }] },
    });
    for (let depth = 1; depth <= MAX_DEPTH; depth++) {
      configs.push({
        name: `boundaries/${from}/depth-${depth}`,
        files: [`${from}/${'*/'.repeat(depth - 1)}${CODE}`],
        rules: { 'no-restricted-imports': ['error', { patterns: patterns(`{${depth},}`) }] },
      });
    }
  }
  return configs;
}

export default defineConfig(
  {
    name: 'ignores',
    ignores: ['dist/', 'storybook-static/', 'node_modules/', '.tmp/', 'schemas/generated/', 'coverage/', 'data/', 'bench/.data/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'globals/node',
    files: [`{server,scripts,bench,tests,.storybook}/**/${CODE}`, CODE],
    languageOptions: { globals: globals.node },
  },
  {
    name: 'globals/browser',
    files: [...BROWSER.map((dir) => `${dir}/**/${CODE}`), `{stories,tests/component,tests/e2e,.storybook}/**/${CODE}`],
    languageOptions: { globals: globals.browser },
  },
  {
    // The classic hook rules. The plugin's React Compiler diagnostics are left out: we do not compile
    // with React Compiler, and they flag ordinary effect and memo patterns it would have rewritten.
    name: 'react-hooks/browser',
    files: [...BROWSER, 'stories'].map((dir) => `${dir}/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    name: 'rules/pure',
    files: [`{rules,codecs}/**/${CODE}`],
    rules: { 'no-restricted-globals': ['error', ...RUNTIME_GLOBALS] },
  },
  {
    // Server modules never import each other in a loop (issue 40): they meet through decorators and hooks.
    name: 'server/module-cycles',
    files: [`server/modules/**/${CODE}`],
    plugins: { local: folderCycles },
    rules: { 'local/no-folder-cycles': ['error', { root: 'server/modules', remedy: "modules meet through Fastify decorators and hooks, not each other's files" }] },
  },
  {
    name: 'renderers/folder-cycles',
    files: [`renderers/**/${CODE}`],
    plugins: { local: folderCycles },
    rules: { 'local/no-folder-cycles': ['error', { root: 'renderers', remedy: 'what both need goes in renderers/core (the list controller, contexts, hooks)' }] },
  },
  {
    name: 'renderers/only-core',
    files: [`renderers/**/${CODE}`],
    plugins: { layers: siblingImports },
    rules: {
      'layers/no-sibling-imports': [
        'error',
        { root: 'renderers', shared: ['core'], remedy: "what several renderers need goes in renderers/core; another renderer's part comes through the registry (RendererDefinition.parts, lentPart)" },
      ],
    },
  },
  {
    name: 'src/folder-cycles',
    files: [`src/**/${CODE}`],
    plugins: { local: folderCycles },
    rules: { 'local/no-folder-cycles': ['error', { root: 'src', remedy: 'what both need goes below both (src/shell: the shell context and hooks; src/session)' }] },
  },
  {
    // docs/architecture.md §10: no component, hook or closure over 120 lines (blank lines and comments aside).
    name: 'small-functions',
    files: [`{src,registry,renderers,fields,codecs,rules,server}/**/${CODE}`],
    rules: { 'max-lines-per-function': ['error', { max: MAX_FUNCTION_LINES, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
  {
    // Migrations are frozen in time (docs/architecture.md §4): an old one is never rewritten, however long.
    name: 'small-functions/frozen-migrations',
    files: ['server/db/migrations/**'],
    rules: { 'max-lines-per-function': 'off' },
  },
  boundaries(),
);
