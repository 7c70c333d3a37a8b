import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateSchemaTypes } from '../../scripts/schema-types';
import { generateValidators } from '../../scripts/validators';

describe('generated schema types', () => {
  it('are up to date with schemas/ (run `npm run schemas`)', async () => {
    for (const [path, source] of await generateSchemaTypes()) {
      expect(readFileSync(path, 'utf8'), `${path} is stale: run npm run schemas`).toBe(source);
    }
  });

  it('the precompiled page validators are up to date with schemas/ (run `npm run schemas`)', () => {
    for (const [path, source] of generateValidators()) {
      expect(readFileSync(path, 'utf8'), `${path} is stale: run npm run schemas`).toBe(source);
    }
  });
});
