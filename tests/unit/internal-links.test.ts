import { describe, expect, it } from 'vitest';
import { INTERNAL_LINKS, InternalLinkError, internalLink, isInternalLinkName, linkOrPath } from '../../rules';
import { APPROVE_PAGES, flagPath } from '../../src/router/menu-routes';
import { configuredBundles } from '../../server/db/seed/configured';
import { seededMenus } from './seeded-menus';

/** The fixed routes of the shell (src/app/AppRoutes.tsx, spec 000 §2.1, §2.2) a link may name. */
const SHELL_ROUTES = ['/message', '/approve', '/mobileApproveList', '/bigData/formwork/index', '/workflow/detail/{id}', '/workflow/view/{id}', ...APPROVE_PAGES.map((p) => `/approve/${p.path}`)];

describe('named internal links (spec 000 §2.3)', () => {
  it('name a page the product has: a seeded menu, a page shipped as configuration, or a shell route', () => {
    // The seed's menus and the pages shipped as configuration data (server/db/seed/configured).
    const configured = configuredBundles().flatMap((b) => b.pages.map((p) => p.menu.flag));
    const menuPaths = new Set([...seededMenus().filter((m) => m.menu.flag).map((m) => flagPath(m.menu.flag)), ...configured]);
    for (const [name, template] of Object.entries(INTERNAL_LINKS)) {
      const path = template.split('?')[0];
      expect(menuPaths.has(path) || SHELL_ROUTES.includes(path), `${name} → ${path}`).toBe(true);
    }
  });

  it('cover crm, srm, contract, stock, settlement, invoice, finance, bi and warning control', () => {
    const modules = new Set(Object.keys(INTERNAL_LINKS).map((name) => name.split('.')[0]));
    for (const module of ['crm', 'srm', 'contract', 'stock', 'settlement', 'invoice', 'finance', 'bi', 'warning']) expect(modules.has(module), module).toBe(true);
  });

  it('fill placeholders from the params (encoded) and append the other params to the query', () => {
    expect(internalLink('contract.sales.detail', { id: 7 })).toBe('/contract/sales/form?data_id=7');
    expect(internalLink('workflow.detail', { id: 12 })).toBe('/workflow/detail/12');
    expect(internalLink('crm.customer.list', { keyword: '华东 化工', page: 2 })).toBe('/crm/customer?keyword=%E5%8D%8E%E4%B8%9C%20%E5%8C%96%E5%B7%A5&page=2');
    expect(internalLink('warning.alarm', { active: 'workflow' })).toBe('/message?active=workflow');
    expect(internalLink('contract.sales.detail', { id: 7, readonly: 1, skip: null })).toBe('/contract/sales/form?data_id=7&readonly=1');
  });

  it('leave a placeholder without a param, and a param that is a row placeholder, for the row filling', () => {
    expect(internalLink('contract.sales.detail')).toBe('/contract/sales/form?data_id={id}');
    expect(internalLink('contract.sales.detail', { id: '{contract_id}' })).toBe('/contract/sales/form?data_id={contract_id}');
    expect(internalLink('contract.sales.new', { customer: '{customer_name}' })).toBe('/contract/sales/form?customer={customer_name}');
  });

  it('an unknown name is a configuration error naming it, never an address', () => {
    expect(isInternalLinkName('contract.sales.detail')).toBe(true);
    expect(isInternalLinkName('contract.sales.nothing')).toBe(false);
    expect(isInternalLinkName('toString')).toBe(false);
    expect(() => internalLink('contract.sales.nothing')).toThrow(InternalLinkError);
    expect(() => internalLink('contract.sales.nothing')).toThrow('unknown internal link "contract.sales.nothing"');
  });

  it('linkOrPath: a known name resolves, an address is kept, a dotted unknown name throws', () => {
    expect(linkOrPath('crm.customer.show', { id: 3 })).toBe('/approve/tradeCompany/client/show?data_id=3');
    expect(linkOrPath(' /contract/sales?tab=all ')).toBe('/contract/sales?tab=all');
    expect(linkOrPath('https://example.com/a.b')).toBe('https://example.com/a.b');
    expect(() => linkOrPath('crm.nothing')).toThrow(InternalLinkError);
  });
});
