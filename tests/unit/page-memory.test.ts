import { describe, expect, it } from 'vitest';
import { createPageMemories } from '../../src/services/page-memory';
import { openingKey, placeName } from '../../renderers/list-page/list-place';

describe('the pages’ memories of a tab (issue 41 item 10)', () => {
  it('a page reads back what it wrote, by path and name; another path or name reads nothing', () => {
    const memories = createPageMemories(() => 'u1/p1');
    memories.page('/contract/sales', placeName(301)).write({ page: 2 });
    expect(memories.page('/contract/sales', placeName(301)).read()).toEqual({ page: 2 });
    // The router matches paths without their trailing slash and in any case.
    expect(memories.page('/Contract/Sales/', placeName(301)).read()).toEqual({ page: 2 });
    expect(memories.page('/contract/sales', placeName(302)).read()).toBeUndefined();
    expect(memories.page('/crm/customer', placeName(301)).read()).toBeUndefined();
  });

  it('another user or position never reads what one wrote', () => {
    let scope = 'u1/p1';
    const memories = createPageMemories(() => scope);
    memories.page('/contract/sales', 'list').write('mine');
    scope = 'u1/p2';
    expect(memories.page('/contract/sales', 'list').read()).toBeUndefined();
    scope = 'u2/p1';
    expect(memories.page('/contract/sales', 'list').read()).toBeUndefined();
    scope = 'u1/p1';
    expect(memories.page('/contract/sales', 'list').read()).toBe('mine');
  });

  it('forgetting a path (the sidebar opens it afresh) forgets its pages and no other', () => {
    const memories = createPageMemories(() => '');
    memories.page('/contract/sales', 'a').write(1);
    memories.page('/contract/sales', 'b').write(2);
    memories.page('/crm/customer', 'a').write(3);
    memories.forget('/contract/sales/');
    expect(memories.page('/contract/sales', 'a').read()).toBeUndefined();
    expect(memories.page('/contract/sales', 'b').read()).toBeUndefined();
    expect(memories.page('/crm/customer', 'a').read()).toBe(3);
  });

  it('a page still shown when its path is forgotten (its leaving, its last scroll) writes nothing back; the page opened after does', () => {
    const memories = createPageMemories(() => '');
    const old = memories.page('/contract/sales', 'list');
    old.write({ tab: 'draft' });
    memories.forget('/contract/sales');
    old.write({ tab: 'draft', scroll: 400 });
    const opened = memories.page('/contract/sales', 'list');
    expect(opened.read()).toBeUndefined();
    opened.write({ tab: 'all' });
    old.write({ tab: 'draft', scroll: 500 });
    expect(memories.page('/contract/sales', 'list').read()).toEqual({ tab: 'all' });
  });

  it('a list’s opening key is its address’s query in any order', () => {
    expect(openingKey(new URLSearchParams('b=2&a=1'))).toBe(openingKey(new URLSearchParams('a=1&b=2')));
    expect(openingKey(new URLSearchParams(''))).toBe('');
    expect(openingKey(new URLSearchParams('query={"a":1}'))).not.toBe(openingKey(new URLSearchParams('query={"a":2}')));
  });
});
