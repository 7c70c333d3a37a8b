import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { GENERATED_DIR, SCHEMA_DIR } from './schema-types.js';

/** Where the precompiled validators go: one module per renderer schema. */
export const VALIDATORS_DIR = join(GENERATED_DIR, 'validators');

/** The schemas a renderer's node is checked against (their renderers' loadValidator), and what they may $ref. */
export const RENDERER_SCHEMAS = [
  'card-view', 'data-table', 'external-view', 'filter-tags', 'form-page', 'list-page', 'list-views', 'pagination', 'query-panel',
  'saved-views', 'simple-search', 'statistics-tip', 'status-tabs', 'toolbar', 'editable-table', 'verification-code', 'formula-editor', 'price-split', 'chooser', 'org-picker', 'user-picker', 'attachment-list', 'attachment-collect', 'chart', 'dashboard-page',
] as const;
const SHARED = ['field-type', 'field-rules', 'action-steps', 'cell-label', 'toolbar', 'search-field', 'price-split', 'chart'];

const INTEROP = 'defaultExport';
const BANNER = '/* Generated from schemas/*.schema.json by `npm run schemas` (ajv standalone). Do not edit by hand. */\n// @ts-nocheck\n';

function load(name: string): object {
  return JSON.parse(readFileSync(join(SCHEMA_DIR, `${name}.schema.json`), 'utf8')) as object;
}

/**
 * The browser's page validators, compiled to plain code ahead of time (ajv's standalone mode): the page
 * checks its configuration without `new Function`, so the Content-Security-Policy needs no 'unsafe-eval'.
 * ajv's runtime helpers (string length in code points, deep equality) become imports.
 */
export function generateValidators(): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of RENDERER_SCHEMAS) {
    const ajv = new Ajv({ allErrors: true, strict: false, code: { source: true, esm: true } });
    for (const shared of SHARED) if (shared !== name) ajv.addSchema(load(shared));
    const code = standaloneCode(ajv, ajv.compile(load(name)));
    const imports: string[] = [];
    const body = code.replace(/require\("([^"]+)"\)\.default/g, (_, module: string) => {
      const id = `runtime${imports.length}`;
      // ajv's helpers are CommonJS modules with a default export: bundlers hand it over as the function
      // itself, as { default } or as { default: { default } }; take the function whichever it is.
      imports.push(`import * as ${id}Module from '${module}';\nconst ${id} = ${INTEROP}(${id}Module);`);
      return id;
    });
    const helper = imports.length ? `const ${INTEROP} = (m) => (typeof m === 'function' ? m : typeof m.default === 'function' ? m.default : m.default.default);\n` : '';
    out.set(join(VALIDATORS_DIR, `${name}.ts`), `${BANNER}${helper}${imports.join('\n')}${imports.length ? '\n' : ''}${body.replace(/^"use strict";/, '')}\n`);
  }
  return out;
}
