import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import { ensureSyntaxTree } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import definitionSchema from '../../schemas/resource-definition.schema.json';
import fieldRulesSchema from '../../schemas/field-rules.schema.json';
import fieldTypeSchema from '../../schemas/field-type.schema.json';
import actionStepsSchema from '../../schemas/action-steps.schema.json';
import pageSchema from '../../schemas/page-definition.schema.json';
import toolbarSchema from '../../schemas/toolbar.schema.json';
import { schemaAt, schemaCompletion, type SchemaLibrary, type SchemaNode } from '../../src/pages/studio/schema-assist';

const root = definitionSchema as SchemaNode;
const library: SchemaLibrary = new Map([fieldRulesSchema, fieldTypeSchema].map((s) => [s.$id, s as SchemaNode]));

/** What completion offers with the cursor at `|` in `text`. */
function offered(text: string): CompletionResult | null {
  const pos = text.indexOf('|');
  const doc = text.replace('|', '');
  const state = EditorState.create({ doc, extensions: [json()] });
  ensureSyntaxTree(state, doc.length, 1000);
  return schemaCompletion(root, library)(new CompletionContext(state, pos, true)) as CompletionResult | null;
}

describe('the studio editor\'s help from the JSON Schema', () => {
  it('finds the schema of a path through $refs into other files', () => {
    expect(schemaAt(root, ['fields', 3, 'type'], library)?.enum).toEqual(fieldTypeSchema.enum);
    expect(schemaAt(root, ['numbering', 'digits'], library)?.type).toBe('integer');
    expect(schemaAt(root, ['nope'], library)).toBeUndefined();
  });

  it('follows a page’s buttons and columns into programs of steps (issue 23), so the editor helps with them', () => {
    const pages: SchemaLibrary = new Map([actionStepsSchema, toolbarSchema, fieldTypeSchema].map((s) => [s.$id, s as SchemaNode]));
    const page = pageSchema as SchemaNode;
    const step = schemaAt(page, ['buttons', 0, 'func_config', 'steps', 2], pages);
    expect(Object.keys(step?.properties ?? {})).toEqual(expect.arrayContaining(['let', 'copy', 'navigate', 'open', 'filter', 'notify', 'when', 'stop']));
    expect(schemaAt(page, ['fields', 1, 'config', 'labelConfig', 'steps', 0, 'level'], pages)?.enum).toEqual(['success', 'warning', 'error']);
    expect(schemaAt(page, ['buttons', 0, 'func_config', 'hideWhen', 'expression'], pages)?.type).toBe('string');
  });

  it('offers the properties an object lacks, required first, with their descriptions', () => {
    const result = offered('{ "name": "lease", | }');
    const labels = result!.options.map((o) => o.label);
    expect(labels).toEqual(expect.arrayContaining(['module', 'table', 'fields', 'defaultOrder', 'children', 'fileItems']));
    expect(labels).not.toContain('name');
    expect(result!.options.find((o) => o.label === 'module')!.boost).toBe(1);
    expect(result!.options.find((o) => o.label === 'children')!.info).toMatch(/Child resources/);
  });

  it('offers a field\'s properties inside fields[i], and the field types as its type\'s values', () => {
    const inField = offered('{ "fields": [{ "name": "a", | }] }');
    expect(inField!.options.map((o) => o.label)).toEqual(expect.arrayContaining(['type', 'maxLength', 'nullable']));
    const types = offered('{ "fields": [{ "name": "a", "type": "|" }] }');
    expect(types!.options.map((o) => o.label)).toEqual(fieldTypeSchema.enum.map((t) => JSON.stringify(t)));
  });
});
