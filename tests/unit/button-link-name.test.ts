import { describe, expect, it } from 'vitest';
import type { RendererEnv } from '../../registry';
import { ACTIONS, type ActionContext } from '../../renderers/core/list-shared/actions';
import type { ToolbarButtonSchema } from '../../schemas/generated/toolbar';

/** A currentpage button's action over one selected row, with the world faked: where it went, what it said. */
function press(config: ToolbarButtonSchema['config']) {
  const navigations: string[] = [];
  const warnings: string[] = [];
  const env = {
    navigate: (to: string) => void navigations.push(to),
    notify: { success: () => undefined, error: () => undefined, warning: (text: string) => void warnings.push(text) },
    t: (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`,
    language: 'zh',
  } as unknown as RendererEnv;
  const button: ToolbarButtonSchema = { flag: 'view', name: '查看', func: 'currentpage', position: 'solo', config };
  const context = { env, list: {} as ActionContext['list'], button, selected: [{ id: 7, customer_id: 12 }], openSettings: () => undefined } as ActionContext;
  void ACTIONS.currentpage(context);
  return { navigations, warnings };
}

describe('a button naming its page by link_name at run time (a schema not made by the compiler)', () => {
  it('goes to the named page, filled from the row', () => {
    expect(press({ link_name: 'contract.sales.detail' }).navigations).toEqual(['/contract/sales/form?data_id=7']);
    expect(press({ link_name: 'crm.customer.show', link_params: { id: '{customer_id}' } }).navigations).toEqual(['/approve/tradeCompany/client/show?data_id=12']);
  });

  it('an unknown name is said as a configuration error and goes nowhere', () => {
    const { navigations, warnings } = press({ link_name: 'contract.sales.nothing' });
    expect(navigations).toEqual([]);
    expect(warnings).toEqual(['listbar.toolbar.unknownLink{"name":"contract.sales.nothing"}']);
  });

  it('a url still works as before', () => {
    expect(press({ url: '/crm/customer' }).navigations).toEqual(['/crm/customer']);
  });
});
