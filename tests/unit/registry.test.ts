import { describe, expect, it } from 'vitest';
import { createRendererRegistry, schemaTypes } from '../../registry';
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
    expect(() => createRendererRegistry().register({ type: 'x' })).toThrow(/give exactly one of component or load/);
  });

  it('the built-in registry has the list page, its children, the form page, the editable table, the chooser and the pickers', () => {
    expect(createBuiltinRegistry().types()).toEqual([
      'attachment-collect', 'attachment-list', 'card-view', 'chart', 'chooser', 'dashboard-page', 'data-table', 'editable-table', 'external-view', 'filter-tags', 'form-page', 'formula-editor', 'list-page', 'list-views', 'org-picker', 'pagination', 'price-split', 'query-panel',
      'saved-views', 'simple-search', 'statistics-tip', 'status-tabs', 'toolbar', 'user-picker', 'verification-code',
    ]);
  });

  it('a child registry overrides one type and falls back to its parent for the rest', () => {
    const parent = createRendererRegistry();
    parent.register({ type: 'table', component: A });
    parent.register({ type: 'pager', component: A });
    const child = parent.child();
    child.register({ type: 'table', component: B });
    expect(child.resolve('table')).toBe(B);
    expect(child.resolve('pager')).toBe(A);
    expect(child.types()).toEqual(['pager', 'table']);
    expect(parent.resolve('table')).toBe(A);
    // Overriding in the child is not a second registration; in the same registry it still is.
    expect(() => child.register({ type: 'table', component: A })).toThrow(/already registered/);
  });
});

describe('parts one renderer lends another', () => {
  it('finds the lender by name, in the registry or its parent, and keeps one component per name', () => {
    const parent = createRendererRegistry();
    parent.register({ type: 'grid', component: A, parts: { Lines: async () => ({ default: B }) } });
    const child = parent.child();
    child.register({ type: 'files', component: A, parts: { Files: async () => ({ default: A }) } });
    expect(child.lender('Lines')?.type).toBe('grid');
    expect(child.lender('Files')?.type).toBe('files');
    expect(child.part('Lines')).toBeDefined();
    expect(child.part('Lines')).toBe(child.part('Lines'));
    expect(child.part('Nobody')).toBeUndefined();
    expect(parent.lender('Files')).toBeUndefined();
  });

  it('preloading a form loads the parts its x-components name', async () => {
    const asked: string[] = [];
    const registry = createRendererRegistry();
    registry.register({ type: 'form', component: A });
    registry.register({
      type: 'grid',
      component: A,
      parts: {
        Lines: async () => {
          asked.push('Lines');
          return { default: B };
        },
        Unused: async () => {
          asked.push('Unused');
          return { default: B };
        },
      },
    });
    await registry.preload({ type: 'form', schema: { properties: { lines: { 'x-component': 'Lines' }, name: { 'x-component': 'text' } } } });
    expect(asked).toEqual(['Lines']);
  });

  it('the built-in renderers lend a form its lines, attachments and required items', () => {
    const registry = createBuiltinRegistry();
    expect(['EditableTable', 'Attachment', 'AttachmentCollect', 'DocumentFiles'].map((name) => registry.lender(name)?.type)).toEqual([
      'editable-table',
      'attachment-list',
      'attachment-collect',
      'attachment-list',
    ]);
  });
});

describe('preloading a page’s renderers', () => {
  it('starts loading every type in the schema tree at once, each once, and ignores unknown types', async () => {
    const loads: string[] = [];
    const registry = createRendererRegistry();
    const lazyOne = (type: string) => ({ type, load: async () => { loads.push(type); return { default: () => null }; } });
    for (const type of ['page', 'table', 'cell-dialog', 'unused']) registry.register(lazyOne(type));
    const page = { type: 'page', children: [{ type: 'table', columns: [{ prop: 'a', labelConfig: { inner: { type: 'cell-dialog' } } }] }, { type: 'nope' }] };
    expect([...schemaTypes(page)].sort()).toEqual(['cell-dialog', 'nope', 'page', 'table']);
    const settled = registry.preload(page);
    await Promise.resolve();
    expect(loads.sort()).toEqual(['cell-dialog', 'page', 'table']);
    await settled;
  });

  it('a renderer resolved after its chunk arrived is the component itself (no suspense); one resolved before stays lazy', async () => {
    const Page = () => null;
    const Table = () => null;
    const registry = createRendererRegistry();
    registry.register({ type: 'page', load: async () => ({ default: Page }) });
    registry.register({ type: 'table', load: async () => ({ default: Table }) });
    const early = registry.resolve('table');
    expect(early).not.toBe(Table);
    await registry.preload({ type: 'page', children: [{ type: 'table' }] });
    expect(registry.resolve('page')).toBe(Page);
    // A node that mounted with the lazy one must keep it: its component type never changes under it.
    expect(registry.resolve('table')).toBe(early);
  });

  it('a chunk that fails to load settles the preload and leaves the renderer lazy', async () => {
    const registry = createRendererRegistry();
    registry.register({ type: 'broken', load: () => Promise.reject(new Error('chunk 404')) });
    await expect(registry.preload({ type: 'broken' })).resolves.toBeUndefined();
    expect(registry.resolve('broken')).toHaveProperty('$$typeof', Symbol.for('react.lazy'));
  });
});

describe('stories', () => {
  it('every built-in renderer has a Storybook story titled Renderers/<type>', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const titles = readdirSync('stories')
      .filter((name) => name.endsWith('.stories.tsx'))
      .flatMap((name) => [...readFileSync(`stories/${name}`, 'utf8').matchAll(/title: '(Renderers\/[^']+)'/g)].map((m) => m[1]));
    for (const type of createBuiltinRegistry().types()) expect(titles, type).toContain(`Renderers/${type}`);
  });
});
