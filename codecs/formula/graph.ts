import { formulaVariables } from './evaluator';

/**
 * The keys of `formulas` that take part in a reference cycle: a formula reading another key of `formulas`
 * depends on it, and a key reaching itself again (a → b → a, or a → a) is cyclic (spec 001 §5:
 * 第N行公式存在循环引用，请检查). Keys come back in the order given. A formula that does not parse adds no
 * edges; testFormula reports it.
 */
export function formulaCycles(formulas: Readonly<Record<string, string>>): string[] {
  const keys = Object.keys(formulas);
  const edges = new Map<string, string[]>();
  for (const key of keys) {
    let read: readonly string[] = [];
    try {
      read = formulaVariables(formulas[key]);
    } catch {
      // Not a formula: it reads nothing the graph can tell.
    }
    edges.set(key, read.filter((name) => Object.hasOwn(formulas, name)));
  }
  const cyclic = stronglyConnected(keys, edges);
  return keys.filter((key) => cyclic.has(key));
}

/** Tarjan's strongly connected components: the members of every component with a cycle in it. */
function stronglyConnected(keys: readonly string[], edges: ReadonlyMap<string, readonly string[]>): Set<string> {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cyclic = new Set<string>();
  let next = 0;

  const visit = (key: string): void => {
    index.set(key, next);
    low.set(key, next);
    next++;
    stack.push(key);
    onStack.add(key);
    for (const to of edges.get(key) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(key, Math.min(low.get(key)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(key, Math.min(low.get(key)!, index.get(to)!));
    }
    if (low.get(key) !== index.get(key)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== key);
    // One key alone is a cycle only when it reads itself.
    if (component.length > 1 || (edges.get(key) ?? []).includes(key)) for (const k of component) cyclic.add(k);
  };

  for (const key of keys) if (!index.has(key)) visit(key);
  return cyclic;
}
