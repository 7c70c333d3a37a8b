import { all, create, type MathNode } from 'mathjs';
import { round } from '../../../rules/index.js';

/**
 * A restricted mathjs instance for rule conditions (mathjs "Security" docs): the functions that reach back
 * into the parser or change the instance are replaced by ones that throw, and every condition is checked
 * node by node before it is compiled, so only field names, literals, operators and the whitelisted
 * functions below ever run. No eval, no property access, no definitions, no units.
 */
const math = create(all);
// Kept before they are disabled: only this module parses, and only through checkCondition.
const parse = math.parse;

function disabled(name: string): () => never {
  return () => {
    throw new Error(`Function ${name} is disabled`);
  };
}
math.import(
  Object.fromEntries(
    ['import', 'createUnit', 'evaluate', 'parse', 'compile', 'simplify', 'derivative', 'resolve', 'reviver', 'chain'].map((n) => [n, disabled(n)]),
  ),
  { override: true },
);

/** Helpers a condition may call besides mathjs's safe arithmetic ones. */
function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

const FUNCTIONS: Readonly<Record<string, (...args: never[]) => unknown>> = {
  isEmpty,
  equalText: (a: unknown, b: unknown) => String(a) === String(b),
  abs: Math.abs,
  min: Math.min,
  max: Math.max,
  // Half away from zero on the decimal value (rules/arithmetic.ts): round(1.005, 2) is 1.01, not toFixed's 1.
  round: (x: number, digits = 0) => round(x, digits),
  floor: Math.floor,
  ceil: Math.ceil,
};
export const CONDITION_FUNCTIONS: readonly string[] = Object.keys(FUNCTIONS);

const ALLOWED_NODES = new Set(['ConstantNode', 'SymbolNode', 'OperatorNode', 'ParenthesisNode', 'ConditionalNode', 'RelationalNode', 'FunctionNode']);
export const MAX_CONDITION_LENGTH = 1000;

/** A compiled condition: true when the rule triggers on the record's values. */
export type Condition = (values: Readonly<Record<string, string | number>>) => boolean;

/**
 * Parses and checks a condition over `fields` (the record's names), and compiles it once. Throws, naming
 * what is not allowed, on anything beyond fields, literals, operators and CONDITION_FUNCTIONS.
 */
export function compileCondition(text: string, fields: ReadonlySet<string>): Condition {
  if (text.length > MAX_CONDITION_LENGTH) throw new Error(`condition longer than ${MAX_CONDITION_LENGTH}`);
  const root = parse(text);
  root.traverse((node: MathNode, path: string, parent: MathNode | null) => {
    if (!ALLOWED_NODES.has(node.type)) throw new Error(`${node.type} is not allowed`);
    if (node.type === 'FunctionNode') {
      const fn = (node as unknown as { fn: MathNode }).fn;
      const name = fn.type === 'SymbolNode' ? (fn as unknown as { name: string }).name : '';
      if (!Object.hasOwn(FUNCTIONS, name)) throw new Error(`function ${name || fn.type} is not allowed`);
    }
    if (node.type === 'SymbolNode' && !(parent?.type === 'FunctionNode' && path === 'fn')) {
      const name = (node as unknown as { name: string }).name;
      if (!fields.has(name)) throw new Error(`unknown name ${name}`);
    }
  });
  const compiled = root.compile();
  return (values) => {
    // A fresh scope per call holding only the record's plain values and the helpers.
    const scope = new Map<string, unknown>([...Object.entries(values), ...Object.entries(FUNCTIONS)]);
    const result: unknown = compiled.evaluate(scope);
    if (typeof result === 'boolean') return result;
    if (typeof result === 'number' && Number.isFinite(result)) return result !== 0;
    throw new Error(`condition gave ${typeof result}, not a boolean`);
  };
}
