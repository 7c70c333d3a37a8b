// The lines of docs/architecture.md §2 fail the build when crossed: ESLint's no-restricted-imports (eslint.config.js)
// and TypeScript's separate projects (tsconfig.web.json, tsconfig.server.json: composite, so a file outside
// a project's include is error TS6307). Probes are linted or compiled in memory; nothing is written.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TIMEOUT = 60_000;

describe('ESLint import boundaries', () => {
  const eslint = new ESLint({ cwd: root });

  async function restricted(file: string, code: string) {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result.messages.filter((m) => m.ruleId === 'no-restricted-imports');
  }

  it.each([
    ['browser code importing server/', 'src/session/__probe.ts', "import { x } from '../../server/app';\nexport const y = x;\n"],
    ['browser code importing server/ (type only)', 'fields/text/__probe.ts', "import type { X } from '../../server/app-context';\nexport type Y = X;\n"],
    ['a renderer importing src/', 'renderers/list-page/__probe.tsx', "import { x } from '../../src/env/context';\nexport const y = x;\n"],
    ['a field importing src/', 'fields/text/__probe.tsx', "export { x } from '../../src/format/value';\n"],
    ['the registry importing a renderer', 'registry/__probe.ts', "import { x } from '../renderers/list-page';\nexport const y = x;\n"],
    ['the registry importing src/', 'registry/__probe.ts', "import { x } from '../src/env/context';\nexport const y = x;\n"],
    ['server code importing src/', 'server/modules/__probe.ts', "import { x } from '../../src/i18n';\nexport const y = x;\n"],
    ['server code importing registry/', 'server/__probe.ts', "import { x } from '../registry';\nexport const y = x;\n"],
    ['server code importing renderers/', 'server/http/__probe.ts', "import { x } from '../../renderers/data-table/DataTable';\nexport const y = x;\n"],
    ['server code importing fields/', 'server/modules/account/__probe.ts', "import { x } from '../../../fields';\nexport const y = x;\n"],
    ['rules/ importing src/', 'rules/__probe.ts', "import { x } from '../src/validation/rules';\nexport const y = x;\n"],
    ['rules/ importing server/', 'rules/ids/__probe.ts', "export { x } from '../../server/app';\n"],
    ['rules/ importing fields/ (type only)', 'rules/__probe.ts', "import type { X } from '../fields/types';\nexport type Y = X;\n"],
    ['rules/ importing codecs/', 'rules/__probe.ts', "import { x } from '../codecs';\nexport const y = x;\n"],
    ['codecs/ importing fields/', 'codecs/money/__probe.ts', "import { x } from '../../fields/money';\nexport const y = x;\n"],
    ['codecs/ importing src/', 'codecs/__probe.ts', "import { x } from '../src/i18n';\nexport const y = x;\n"],
    ['codecs/ importing server/', 'codecs/__probe.ts', "export { x } from '../server/app';\n"],
    ['the app importing the page compiler', 'src/pages/__probe.ts', "import { compileListPage } from '../../rules/page-compile/compile-list-page';\nexport const y = compileListPage;\n"],
    ['a renderer importing the page compiler (type only)', 'renderers/list-page/__probe.ts', "import type { RemoteField } from '../../rules/page-compile/compile-list-page';\nexport type Y = RemoteField;\n"],
  ])('%s is an error', async (_case, file, code) => {
    const messages = await restricted(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0].severity).toBe(2);
    expect(messages[0].message).toMatch(/must not import (server|src|renderers|registry|fields|codecs|rules\/page-compile)\//);
  }, TIMEOUT);

  it.each([
    ['a renderer importing the registry', 'renderers/list-page/__probe.tsx', "import { x } from '../../registry';\nexport const y = x;\n"],
    ['a renderer importing schemas/', 'renderers/list-page/__probe.tsx', "import type { X } from '../../schemas/generated/list-page';\nexport type Y = X;\n"],
    ['server code importing schemas/', 'server/modules/account/__probe.ts', "import type { X } from '../../../schemas/generated/resource-definition.js';\nexport type Y = X;\n"],
    ['src/ importing renderers and the registry', 'src/app/__probe.ts', "import { a } from '../../renderers';\nimport { b } from '../../registry';\nexport const y = [a, b];\n"],
    ['server code importing a server folder that shares a name', 'server/modules/__probe.ts', "import { x } from '../fields/text';\nexport const y = x;\n"],
    ['rules/ importing schemas/ and rules/', 'rules/ids/__probe.ts', "import c from '../../schemas/constants.json';\nimport { fill } from '../message';\nimport { isEmail } from '.';\nexport const y = [c, fill, isEmail];\n"],
    ['server code importing rules/', 'server/modules/account/__probe.ts', "import { isMainlandMobile } from '../../../rules';\nexport const y = isMainlandMobile;\n"],
    ['a field importing rules/', 'fields/text/__probe.tsx', "import { formatMoney } from '../../rules/money';\nexport const y = formatMoney;\n"],
    ['codecs/ importing rules/, schemas/, dayjs and mathjs', 'codecs/money/__probe.ts', "import { formatMoney } from '../../rules/money';\nimport c from '../../schemas/constants.json';\nimport dayjs from 'dayjs';\nimport { create } from 'mathjs';\nexport const y = [formatMoney, c, dayjs, create];\n"],
    ['server code and fields importing codecs/', 'server/modules/account/__probe.ts', "import { x } from '../../../codecs';\nexport const y = x;\n"],
    ['a field importing codecs/', 'fields/money/__probe.tsx', "import { x } from '../../codecs/money';\nexport const y = x;\n"],
    ['the app importing what a menu leaf shows', 'src/pages/__probe.ts', "import { isFormMenu } from '../../rules/menu-kind';\nexport const y = isFormMenu;\n"],
    ['the server importing the page compiler', 'server/modules/pages/__probe.ts', "import { compileListPage } from '../../../rules/page-compile/compile-list-page.js';\nexport const y = compileListPage;\n"],
  ])('%s is allowed', async (_case, file, code) => {
    expect(await restricted(file, code)).toEqual([]);
  }, TIMEOUT);

  it.each([
    ['React', "import { useState } from 'react';\nexport const y = useState;\n"],
    ['antd (type only)', "import type { FormRule } from 'antd';\nexport type Y = FormRule;\n"],
    ['a node: module', "import { readFileSync } from 'node:fs';\nexport const y = readFileSync;\n"],
  ])('rules/ importing %s is an error', async (_case, code) => {
    const messages = await restricted('rules/__probe.ts', code);
    expect(messages).toHaveLength(1);
    expect(messages[0].severity).toBe(2);
    expect(messages[0].message).toMatch(/rules\/ must not import packages:/);
  }, TIMEOUT);

  it.each([
    ['React', "import { useState } from 'react';\nexport const y = useState;\n"],
    ['antd', "import { Input } from 'antd';\nexport const y = Input;\n"],
    ['a node: module', "import { readFileSync } from 'node:fs';\nexport const y = readFileSync;\n"],
    ['a package whose name starts like an allowed one', "import x from 'dayjs-evil';\nexport const y = x;\n"],
  ])('codecs/ importing %s is an error', async (_case, code) => {
    const messages = await restricted('codecs/text/__probe.ts', code);
    expect(messages).toHaveLength(1);
    expect(messages[0].message).toMatch(/codecs\/ must not import packages:/);
  }, TIMEOUT);

  it.each([
    ['process', 'export const env = process.env.NODE_ENV;\n'],
    ['Buffer', "export const bytes = Buffer.from('a');\n"],
    ['window', 'export const width = window.innerWidth;\n'],
    ['localStorage', "export const saved = localStorage.getItem('a');\n"],
    ['document (in codecs/)', 'export const title = document.title;\n'],
  ])('rules/ and codecs/ using %s is an error', async (name, code) => {
    const file = name.includes('codecs') ? 'codecs/__probe.ts' : 'rules/__probe.ts';
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    const messages = result.messages.filter((m) => m.ruleId === 'no-restricted-globals');
    expect(messages).toHaveLength(1);
    expect(messages[0].severity).toBe(2);
    expect(messages[0].message).toContain(`${name.split(' ')[0]} is`);
  }, TIMEOUT);
});

describe('no import cycle between folders (renderers/, src/, server/modules/)', () => {
  const eslint = new ESLint({ cwd: root });

  async function cycles(file: string, code: string) {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result.messages.filter((m) => m.ruleId === 'local/no-folder-cycles');
  }

  it.each([
    // Each probe imports a folder that already imports the probe's folder (read from the files on disk).
    ['the renderers’ core importing a renderer', 'renderers/core/__probe.ts', "import { x } from '../list-page';\nexport const y = x;\n", /core imports list-page, which imports it back \(list-page → core\)/],
    ['the core importing the form page', 'renderers/core/__probe.ts', "export { x } from '../form-page';\n", /core imports form-page, which imports it back/],
    ['the session importing the app', 'src/session/__probe.ts', "import { x } from '../app/App';\nexport const y = x;\n", /session imports app, which imports it back/],
    ['a server module importing one that imports it', 'server/modules/resources/__probe.ts', "import { x } from '../files/upload.js';\nexport const y = x;\n", /resources imports files, which imports it back/],
  ])('%s is an error', async (_case, file, code, message) => {
    const found = await cycles(file, code);
    expect(found).toHaveLength(1);
    expect(found[0].severity).toBe(2);
    expect(found[0].message).toMatch(message);
  }, TIMEOUT);

  it.each([
    ['a renderer importing the core', 'renderers/list-page/__probe.ts', "import { x } from '../core/list-context';\nexport const y = x;\n"],
    ['the app importing the session', 'src/app/__probe.ts', "import { x } from '../session/session';\nexport const y = x;\n"],
  ])('%s is allowed', async (_case, file, code) => {
    expect(await cycles(file, code)).toEqual([]);
  }, TIMEOUT);
});

describe('a renderer folder imports only renderers/core', () => {
  const eslint = new ESLint({ cwd: root });

  async function siblings(file: string, code: string) {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result.messages.filter((m) => m.ruleId === 'layers/no-sibling-imports');
  }

  it.each([
    ['a renderer importing another', 'renderers/form-page/__probe.ts', "import { x } from '../attachments/AttachmentList';\nexport const y = x;\n", /form-page imports attachments: a folder of renderers imports only core/],
    ['a renderer re-exporting another', 'renderers/toolbar/__probe.ts', "export { x } from '../data-table';\n", /toolbar imports data-table/],
    ['a renderer loading another lazily', 'renderers/form-page/__probe.ts', "export const load = () => import('../editable-table/EditableGrid');\n", /form-page imports editable-table/],
    ['the core importing a renderer', 'renderers/core/__probe.ts', "import { x } from '../toolbar/Toolbar';\nexport const y = x;\n", /core is shared and imports toolbar/],
  ])('%s is an error', async (_case, file, code, message) => {
    const found = await siblings(file, code);
    expect(found).toHaveLength(1);
    expect(found[0].severity).toBe(2);
    expect(found[0].message).toMatch(message);
  }, TIMEOUT);

  it.each([
    ['a renderer importing the core', 'renderers/form-page/__probe.ts', "import { x } from '../core/form-files';\nexport const y = x;\n"],
    ['a renderer importing its own files', 'renderers/form-page/__probe.ts', "import { x } from './FormPage';\nexport const y = x;\n"],
    ['the renderer list importing every renderer', 'renderers/__probe.ts', "import { x } from './form-page';\nexport const y = x;\n"],
  ])('%s is allowed', async (_case, file, code) => {
    expect(await siblings(file, code)).toEqual([]);
  }, TIMEOUT);
});

describe('TypeScript project boundaries', () => {
  /** Compiles a project plus one in-memory root file; returns what tsc reports in that file. */
  function probeDiagnostics(project: string, probeFile: string, code: string) {
    const configPath = path.join(root, project);
    const read = ts.readConfigFile(configPath, ts.sys.readFile);
    expect(read.error).toBeUndefined();
    const config = ts.parseJsonConfigFileContent(read.config, ts.sys, root, undefined, configPath);
    expect(config.errors).toEqual([]);
    expect(config.options.composite).toBe(true);

    const probe = path.join(root, probeFile);
    const host = ts.createCompilerHost(config.options);
    const { getSourceFile, fileExists, readFile } = host;
    host.getSourceFile = (fileName, languageVersion, ...rest) =>
      path.resolve(fileName) === probe
        ? ts.createSourceFile(fileName, code, languageVersion, true)
        : getSourceFile.call(host, fileName, languageVersion, ...rest);
    host.fileExists = (fileName) => path.resolve(fileName) === probe || fileExists.call(host, fileName);
    host.readFile = (fileName) => (path.resolve(fileName) === probe ? code : readFile.call(host, fileName));

    const program = ts.createProgram({
      rootNames: [...config.fileNames, probe],
      options: config.options,
      projectReferences: config.projectReferences,
      host,
    });
    // What tsc reports for the probe (checking only that file keeps this fast); TS6307 lands on its import.
    const probeSource = program.getSourceFile(probe);
    expect(probeSource).toBeDefined();
    return ts
      .getPreEmitDiagnostics(program, probeSource)
      .filter((d) => d.file === probeSource)
      .map((d) => ({ code: d.code, text: ts.flattenDiagnosticMessageText(d.messageText, '\n') }));
  }

  /** The TS6307 "is not listed within the file list of project" errors the probe raises. */
  function notListed(project: string, probeFile: string, code: string) {
    return probeDiagnostics(project, probeFile, code)
      .filter((d) => d.code === 6307)
      .map((d) => d.text);
  }

  // The probes import the two entry points (package.json runs server/main.ts, index.html loads
  // src/main.tsx), which survive restructuring better than any inner file.
  it('a browser file importing server/ is error TS6307 in tsconfig.web.json', () => {
    expect(existsSync(path.join(root, 'server/main.ts')), 'probe target moved: update this test').toBe(true);
    const errors = notListed('tsconfig.web.json', 'src/__boundary_probe.ts', "import '../server/main';\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`'${path.join(root, 'server/main.ts')}' is not listed`);
    expect(errors[0]).toContain('tsconfig.web.json');
  }, TIMEOUT);

  it('a server file importing src/ is error TS6307 in tsconfig.server.json', () => {
    expect(existsSync(path.join(root, 'src/main.tsx')), 'probe target moved: update this test').toBe(true);
    const errors = notListed('tsconfig.server.json', 'server/__boundary_probe.ts', "import '../src/main';\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`'${path.join(root, 'src/main.tsx')}' is not listed`);
    expect(errors[0]).toContain('tsconfig.server.json');
  }, TIMEOUT);

  // rules/ is compiled by both projects, and each refuses the other side; the server project has no DOM.
  // (Node's globals reach the web project through dependencies' types: ESLint refuses them in rules/.)
  it('a rules/ file importing either side is error TS6307, and DOM names are unknown to it', () => {
    const web = probeDiagnostics('tsconfig.web.json', 'rules/__boundary_probe.ts', "import '../server/main';\n");
    expect(web.map((d) => d.code)).toContain(6307);
    const server = probeDiagnostics('tsconfig.server.json', 'rules/__boundary_probe.ts', "import '../src/main';\nexport const title = document.title;\n");
    expect(server.map((d) => d.code)).toContain(6307);
    expect(server.some((d) => d.text.includes("Cannot find name 'document'"))).toBe(true);
  }, TIMEOUT);

  it('both sides may import schemas/', () => {
    const shared = "import '../schemas/generated/list-page';\n";
    expect(probeDiagnostics('tsconfig.web.json', 'src/__boundary_probe.ts', shared)).toEqual([]);
    expect(probeDiagnostics('tsconfig.server.json', 'server/__boundary_probe.ts', shared)).toEqual([]);
  }, TIMEOUT);
});
