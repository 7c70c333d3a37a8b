import type { OrgNode } from '../../schemas/generated/lookups';

/** The tree as far as it has been loaded: every node met so far, and the nodes whose children are all there. */
export interface LoadedTree {
  nodes: ReadonlyMap<number, OrgNode>;
  loaded: ReadonlySet<number>;
}

export const EMPTY_TREE: LoadedTree = { nodes: new Map(), loaded: new Set() };

/**
 * Adds an answer of getTree (lazy): the level under `parent` (none: the top level), and with selected_org_ids
 * the whole levels down to the chosen ones, flat with pid. Every pid in an answer has all its children in it.
 */
export function mergeLevel(tree: LoadedTree, answer: readonly OrgNode[], parent?: number): LoadedTree {
  const nodes = new Map(tree.nodes);
  for (const node of answer) nodes.set(node.id, { ...node, children: undefined });
  const loaded = new Set(tree.loaded);
  if (parent !== undefined) loaded.add(parent);
  for (const node of answer) if (node.pid !== null) loaded.add(node.pid);
  return { nodes, loaded };
}

/** The top of the tree: nodes whose parent is not among those loaded (the caller's company). */
export function rootIds(tree: LoadedTree): number[] {
  return [...tree.nodes.values()].filter((n) => n.pid === null || !tree.nodes.has(n.pid)).map((n) => n.id);
}

export function childIds(tree: LoadedTree, pid: number): number[] {
  return [...tree.nodes.values()].filter((n) => n.pid === pid).map((n) => n.id);
}

/** The loaded ancestors of a node, nearest first: what must be open for it to show. */
export function ancestorIds(tree: LoadedTree, id: number): number[] {
  const out: number[] = [];
  let pid = tree.nodes.get(id)?.pid ?? null;
  while (pid !== null && tree.nodes.has(pid) && !out.includes(pid)) {
    out.push(pid);
    pid = tree.nodes.get(pid)?.pid ?? null;
  }
  return out;
}
