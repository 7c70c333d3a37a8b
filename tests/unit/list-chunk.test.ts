import { describe, expect, it } from 'vitest';
import { listChunk } from '../../scripts/list-chunk';

/** A module graph as the bundler's plugin context shows it: id → static imports, with entries and lazy targets. */
function graphContext(graph: Record<string, { imports?: string[]; entry?: boolean; lazy?: boolean }>) {
  return {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) =>
      graph[id] ? { isEntry: graph[id].entry ?? false, importedIds: graph[id].imports ?? [], dynamicImporters: graph[id].lazy ? ['/p/renderers/index.ts'] : [] } : null,
  };
}

function built(graph: Parameters<typeof graphContext>[0], roots: string[] = ['src/app/render-app.tsx']) {
  const { plugin, test } = listChunk(roots);
  (plugin.buildEnd as (this: unknown) => void).call(graphContext(graph));
  return test;
}

describe('the list renderers’ file (scripts/list-chunk.ts)', () => {
  const graph = {
    '/p/index.html': { entry: true, imports: ['/p/src/main.tsx'] },
    '/p/src/main.tsx': { imports: ['/p/src/app/render-app.tsx'] },
    '/p/src/app/render-app.tsx': { imports: ['/p/renderers/index.ts', '/p/node_modules/antd/es/button/index.js'] },
    '/p/renderers/index.ts': { imports: ['/p/renderers/data-table/index.ts'] },
    '/p/renderers/data-table/index.ts': { imports: ['/p/renderers/data-table/schema.ts'] },
    '/p/renderers/data-table/schema.ts': {},
    '/p/renderers/data-table/DataTable.tsx': { lazy: true, imports: ['/p/renderers/data-table/cell.tsx', '/p/renderers/data-table/schema.ts', '/p/node_modules/antd/es/table/index.js', '/p/node_modules/antd/es/button/index.js'] },
    '/p/renderers/data-table/cell.tsx': { imports: ['/p/renderers/core/copy-text.ts'] },
    '/p/renderers/core/copy-text.ts': {},
    '/p/node_modules/antd/es/table/index.js': {},
    '/p/node_modules/antd/es/button/index.js': {},
    '/p/renderers/form-page/FormPage.tsx': { lazy: true, imports: ['/p/renderers/core/copy-text.ts'] },
  };

  it('takes a lazily loaded list renderer with what it imports', () => {
    const test = built(graph);
    for (const id of ['/p/renderers/data-table/DataTable.tsx', '/p/renderers/data-table/cell.tsx', '/p/renderers/core/copy-text.ts', '/p/node_modules/antd/es/table/index.js']) expect(test(id), id).toBe(true);
  });

  it('leaves what the entry or an earlier group reaches, and what no list renderer imports', () => {
    const test = built(graph);
    // The registry's entry of the folder and what it imports, antd's button the app has: the app's file keeps them.
    for (const id of ['/p/renderers/data-table/index.ts', '/p/renderers/data-table/schema.ts', '/p/node_modules/antd/es/button/index.js', '/p/renderers/form-page/FormPage.tsx', '/p/src/main.tsx']) expect(test(id), id).toBe(false);
  });

  it('a module an earlier group’s root reaches stays with that group', () => {
    const test = built(graph, ['src/app/render-app.tsx', 'renderers/data-table/cell.tsx']);
    expect(test('/p/renderers/data-table/cell.tsx')).toBe(false);
    expect(test('/p/renderers/core/copy-text.ts')).toBe(false);
    expect(test('/p/renderers/data-table/DataTable.tsx')).toBe(true);
  });
});
