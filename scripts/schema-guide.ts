import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { guideEntry, type GuideEntry, type GuideSchema } from '../rules/schema-guide.js';
import { SCHEMA_DIR } from './schema-types.js';
import { RENDERER_SCHEMAS } from './validators.js';

/** Where the guide is written. */
export const GUIDE_PATH = join(SCHEMA_DIR, '..', 'docs', 'schema-guide.md');

/** What a configurator publishes in the studio, in the order they usually write it. */
export const CONFIGURATION_SCHEMAS = ['resource-definition', 'page-definition', 'func-config', 'workflow-definition', 'rule-definition', 'configuration-bundle'] as const;

/** What a configurator writes inside a page's columns and buttons: cell labels and programs of steps. */
export const PAGE_PART_SCHEMAS = ['cell-label', 'action-steps'] as const;

function load(name: string): GuideSchema {
  return JSON.parse(readFileSync(join(SCHEMA_DIR, `${name}.schema.json`), 'utf8')) as GuideSchema;
}

const cell = (value: string) => value.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function section(entry: GuideEntry, story?: string, level = '###'): string {
  const lines = [`${level} ${entry.title} (\`${entry.id}\`)`, '', entry.description, ''];
  if (story) lines.push(`Story: \`${story}\` (Storybook: npm run storybook).`, '');
  if (entry.properties.length > 0) {
    lines.push('| property | type | required | limits | default | what it is |', '| --- | --- | --- | --- | --- | --- |');
    for (const p of entry.properties) lines.push(`| \`${p.name}\` | ${cell(p.type)} | ${p.required ? 'yes' : ''} | ${cell(p.limits)} | ${cell(p.default ?? '')} | ${cell(p.description)} |`);
    lines.push('');
  }
  for (const part of entry.parts) lines.push(section(part, undefined, '####'));
  return lines.join('\n');
}

/** docs/schema-guide.md from schemas/: every configuration kind, renderer and field type, with its properties. */
export function generateSchemaGuide(): [string, string] {
  const fieldTypes = load('field-type');
  const out = [
    '<!-- Generated from schemas/*.schema.json by `npm run schemas` (scripts/schema-guide.ts). Do not edit by hand. -->',
    '# Schema guide',
    '',
    'Everything a configurator declares, as the server and the browser check it (the studio, 系统管理 → 资源定义, shows the',
    'same guide in its 指南 tab). Publish resources, pages, approval templates and risk rules in the studio; page nodes',
    '(func_config) are rendered by the renderers below.',
    '',
    '## Configuration you publish',
    '',
    ...CONFIGURATION_SCHEMAS.map((name) => section(guideEntry(load(name)))),
    '## Written inside pages',
    '',
    ...PAGE_PART_SCHEMAS.map((name) => section(guideEntry(load(name)))),
    '## Renderers',
    '',
    ...RENDERER_SCHEMAS.map((name) => section(guideEntry(load(name)), existsSync(join(SCHEMA_DIR, '..', 'stories', `${name}.stories.tsx`)) ? `stories/${name}.stories.tsx` : undefined)),
    '## Field types',
    '',
    fieldTypes.description ?? '',
    '',
    ...(fieldTypes.enum ?? []).map((type) => `- \`${String(type)}\`${existsSync(join(SCHEMA_DIR, '..', 'fields', String(type))) ? ` (fields/${String(type)}/)` : ''}`),
    '',
  ];
  return [GUIDE_PATH, out.join('\n')];
}
