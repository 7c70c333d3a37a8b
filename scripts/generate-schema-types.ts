import { mkdirSync, writeFileSync } from 'node:fs';
import { GENERATED_DIR, generateSchemaTypes } from './schema-types.js';
import { VALIDATORS_DIR, generateValidators } from './validators.js';
import { generateSchemaGuide } from './schema-guide.js';

mkdirSync(GENERATED_DIR, { recursive: true });
mkdirSync(VALIDATORS_DIR, { recursive: true });
for (const [path, source] of [...(await generateSchemaTypes()), ...generateValidators(), generateSchemaGuide()]) {
  writeFileSync(path, source);
  console.log(`wrote ${path}`);
}
