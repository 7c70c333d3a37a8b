// src/validation/rules.ts keeps the browser's older import path (src/pages/LoginPage.tsx) pointing at the
// shared rules of rules/; the rules themselves are tested against the vectors in tests/unit/rules.test.ts.
import { describe, expect, it } from 'vitest';
import * as shared from '../../rules';
import { MAINLAND_MOBILE, isMainlandMobile } from '../../src/validation/rules';

describe('src/validation/rules', () => {
  it('re-exports the shared mainland-mobile rule', () => {
    expect(isMainlandMobile).toBe(shared.isMainlandMobile);
    expect(MAINLAND_MOBILE).toBe(shared.MAINLAND_MOBILE);
    expect(isMainlandMobile('+8613800138000')).toBe(true);
  });
});
