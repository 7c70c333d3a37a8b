// A local ESLint rule: no import cycle between the folders directly under a root (server/modules: issue 40;
// renderers/ and src/: issue 42). A folder may import another only if that one never imports it back, directly or
// through others: what both need goes below both (renderers/core, src/shell), and server modules meet through
// Fastify decorators and hooks instead (docs/architecture.md §2). ESLint checks one
// file at a time, so the rule reads the root's import graph once per lint run and reports the import that closes
// a cycle, naming the way back.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { folderOf, importedFolder } from './folders.js';

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*'(\.{1,2}\/[^']+)'/g;
const graphs = new Map();

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** folder → folders it imports, read from the files under root. */
function graphOf(root) {
  let graph = graphs.get(root);
  if (graph) return graph;
  graph = new Map();
  for (const file of filesUnder(root)) {
    const from = folderOf(root, file);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = importedFolder(root, resolve(dirname(file), match[1]));
      if (to && to !== from) graph.get(from).add(to);
    }
  }
  graphs.set(root, graph);
  return graph;
}

/** A path of folders from `start` to `goal` in the graph, or null. */
function pathBetween(graph, start, goal) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const path = queue.shift();
    for (const next of graph.get(path.at(-1)) ?? []) {
      if (next === goal) return [...path, next];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...path, next]);
      }
    }
  }
  return null;
}

export const noFolderCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle between the folders under a root' },
    schema: [{ type: 'object', properties: { root: { type: 'string' }, remedy: { type: 'string' } }, required: ['root'], additionalProperties: false }],
    messages: { cycle: '{{from}} imports {{to}}, which imports it back ({{way}}): {{remedy}}' },
  },
  create(context) {
    const root = resolve(context.cwd, context.options[0].root);
    const remedy = context.options[0].remedy ?? 'what both need goes in a folder below both';
    const from = folderOf(root, context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = importedFolder(root, resolve(dirname(context.filename), source));
      if (!to || to === from) return;
      const back = pathBetween(graphOf(root), to, from);
      if (back) context.report({ node, messageId: 'cycle', data: { from, to, way: back.join(' → '), remedy } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { 'no-folder-cycles': noFolderCycles } };
