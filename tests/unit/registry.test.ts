import { describe, expect, it } from 'vitest';
import { createRendererRegistry } from '../../registry';
import { createBuiltinRegistry } from '../../renderers';

const A = () => null;
const B = () => null;

describe('renderer registry', () => {
  it('resolves by type and refuses a second registration without override', () => {
    const registry = createRendererRegistry();
    registry.register({ type: 'x', component: A });
    expect(registry.resolve('x')).toBe(A);
    expect(() => registry.register({ type: 'x', component: B })).toThrow(/already registered/);
    registry.register({ type: 'x', component: B }, { override: true });
    expect(registry.resolve('x')).toBe(B);
    expect(registry.resolve('nope')).toBeUndefined();
  });

  it('wraps lazy renderers once and keeps registries apart', () => {
    const one = createRendererRegistry();
    const two = createRendererRegistry();
    one.register({ type: 'lazy', load: async () => ({ default: A }) });
    expect(one.resolve('lazy')).toBe(one.resolve('lazy'));
    expect(two.has('lazy')).toBe(false);
  });

  it('needs exactly one of component or load', () => {
    expect(() => createRendererRegistry().register({ type: 'x' })).toThrow(/exactly one/);
  });

  it('the built-in registry has the list page and the data table', () => {
    expect(createBuiltinRegistry().types()).toEqual(['data-table', 'list-page']);
  });
});
