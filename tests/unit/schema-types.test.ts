import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateSchemaTypes } from '../../scripts/schema-types';
import { generateValidators } from '../../scripts/validators';
import { generateSchemaGuide } from '../../scripts/schema-guide';

// The generators compile every schema: seconds on a busy 2-core machine, past the default 5 s in a full run.
describe('generated schema types', { timeout: 60_000 }, () => {
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

  it('the schema guide (docs/schema-guide.md) is up to date with schemas/ (run `npm run schemas`)', () => {
    const [path, source] = generateSchemaGuide();
    expect(readFileSync(path, 'utf8'), `${path} is stale: run npm run schemas`).toBe(source);
    // Every renderer and configuration kind is in it, each with its properties.
    for (const heading of ['(`chart.schema.json`)', '(`list-page.schema.json`)', '(`resource-definition.schema.json`)', '(`workflow-definition.schema.json`)']) expect(source).toContain(heading);
    expect(source).toContain('| `series` | array of → ChartSeries | yes |');
  });
});
