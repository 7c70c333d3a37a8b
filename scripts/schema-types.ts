import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

export const SCHEMA_DIR = 'schemas';
export const GENERATED_DIR = join(SCHEMA_DIR, 'generated');

const BANNER = '/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */';

/** The TypeScript source generated for each schema, keyed by output path. */
export async function generateSchemaTypes(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const file of readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.schema.json')).sort()) {
    const schema = JSON.parse(readFileSync(join(SCHEMA_DIR, file), 'utf8')) as JSONSchema;
    const source = await compile(schema, schema.title ?? basename(file), {
      bannerComment: BANNER,
      additionalProperties: false,
      style: { singleQuote: true, printWidth: 120 },
      cwd: SCHEMA_DIR,
      ignoreMinAndMaxItems: true,
      unreachableDefinitions: true,
    });
    out.set(join(GENERATED_DIR, file.replace('.schema.json', '.ts')), source);
  }
  return out;
}
