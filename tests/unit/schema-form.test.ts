import { describe, expect, it } from 'vitest';
import { setAt } from '../../src/pages/studio/SchemaForm';

describe('the studio form view’s writes (setAt)', () => {
  it('replaces one value along its path, copying only that path', () => {
    const before = { name: 'lease', label: { zh: '租赁', en: 'Leases' }, fields: [{ name: 'a', type: 'text' }, { name: 'b', type: 'int' }] };
    const after = setAt(before, ['fields', 1, 'type'], 'money') as typeof before;
    expect(after.fields[1]).toEqual({ name: 'b', type: 'money' });
    expect(after.fields[0]).toBe(before.fields[0]);
    expect(after.label).toBe(before.label);
    expect(before.fields[1].type).toBe('int');
  });

  it('removes a key set to undefined, creates what a path needs, and replaces the whole value at the root', () => {
    expect(setAt({ a: 1, b: 2 }, ['b'], undefined)).toEqual({ a: 1 });
    expect(setAt({}, ['menu', 'name', 'zh'], '新页面')).toEqual({ menu: { name: { zh: '新页面' } } });
    expect(setAt({ list: [] }, ['list', 0, 'x'], 1)).toEqual({ list: [{ x: 1 }] });
    expect(setAt({ a: 1 }, [], { b: 2 })).toEqual({ b: 2 });
  });
});
