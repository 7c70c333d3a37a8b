import { afterEach, describe, expect, it } from 'vitest';
import { createRendererRegistry } from '../../registry';
import { createPageValidator } from '../../registry/validate-page';
import { createBuiltinRegistry } from '../../renderers';
import { compileListPage, type RemoteField } from '../../rules/page-compile/compile-list-page';
import type { PermNode } from '../../src/session/types';

// Issue 19: the app's pages are validated without code made at run time, so the CSP has no 'unsafe-eval'.
// `Function` is replaced by one that refuses, as the browser's CSP does.

const menu = {
  id: 301, name: '销售合同', name_en: 'Sales contracts', func_config: {}, remote_request_url: '/api/contract/sales_contract/index', remote_request_method: 'GET', perms: [],
} as unknown as PermNode;
const fields = [{ id: 1, perms_id: 301, prop: 'contract_no', label: '合同编号', label_en: '', sort: 0 }] as RemoteField[];
const realFunction = globalThis.Function;

function refuseEval(): void {
  globalThis.Function = function refused() {
    throw new EvalError('CSP: unsafe-eval is not allowed');
  } as unknown as FunctionConstructor;
}

afterEach(() => {
  globalThis.Function = realFunction;
});

describe('page validation under a CSP without unsafe-eval', () => {
  it('checks a page of the built-in renderers and finds what is wrong, evaluating nothing', async () => {
    const page = compileListPage(menu, fields, 'zh');
    // Loads the validator modules first (the module loader is not what is under test).
    await createPageValidator(createBuiltinRegistry()).problems(page);
    refuseEval();
    const validator = createPageValidator(createBuiltinRegistry());
    expect(await validator.problems(page)).toEqual([]);
    const broken = { ...page, children: [{ type: 'pagination', bogus: 1 }] };
    expect(await validator.problems(broken)).toEqual(['/children/0 must NOT have additional properties (bogus)']);
  });

  it('a definition with only a schema is compiled at run time (outside the app), which such a CSP refuses', async () => {
    const registry = createRendererRegistry();
    registry.register({ type: 'plain', schema: { type: 'object', required: ['type'] }, component: () => null });
    refuseEval();
    await expect(createPageValidator(registry).problems({ type: 'plain' })).rejects.toThrow(/unsafe-eval/);
  });
});
