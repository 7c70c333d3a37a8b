import { mkdirSync, writeFileSync } from 'node:fs';
import { GENERATED_DIR, generateSchemaTypes } from './schema-types.js';

mkdirSync(GENERATED_DIR, { recursive: true });
for (const [path, source] of await generateSchemaTypes()) {
  writeFileSync(path, source);
  console.log(`wrote ${path}`);
}
