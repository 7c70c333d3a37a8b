import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isMainlandMobile } from '../../src/validation/rules';

interface Vector {
  rule: string;
  valid: string[];
  invalid: string[];
}

const vector = (name: string) => JSON.parse(readFileSync(new URL(`../../../shared/vectors/${name}.json`, import.meta.url), 'utf8')) as Vector;

describe('shared validation vectors', () => {
  it.each([['mobile_cn', isMainlandMobile]] as const)('%s', (name, rule) => {
    const { valid, invalid } = vector(name);
    for (const value of valid) expect(rule(value), value).toBe(true);
    for (const value of invalid) expect(rule(value), value).toBe(false);
  });
});
