import type { MathNode } from 'mathjs';
import { FormulaError, positionOf } from './errors';
import { Decimal, parseTree, type BigNumber } from './math';
import { checkRange, MAX_EXPONENT } from './numbers';
import { ARITHMETIC_FUNCTIONS, ARITY, CONDITION_ONLY_FUNCTIONS, type ArithmeticOp, type CompareOp, type Expr, type FormulaMode, type FunctionName } from './tree';

export const MAX_FORMULA_LENGTH = 1000;
/** Brackets nested deeper than this are refused before parsing: mathjs parses them recursively. */
const MAX_NESTING = 64;

const ARITHMETIC: Readonly<Record<string, ArithmeticOp>> = { add: 'add', subtract: 'subtract', multiply: 'multiply', divide: 'divide', pow: 'pow' };
const COMPARE: ReadonlySet<string> = new Set<CompareOp>(['equal', 'unequal', 'smaller', 'smallerEq', 'larger', 'largerEq']);

/** The parts of mathjs's nodes read here (its declared node types are looser than what parse builds). */
interface NodeView {
  type: string;
  value?: unknown;
  name?: string;
  content?: MathNode;
  op?: string;
  fn?: string | MathNode;
  args?: MathNode[];
  isPercentage?: boolean;
  condition?: MathNode;
  trueExpr?: MathNode;
  falseExpr?: MathNode;
  conditionals?: string[];
  params?: MathNode[];
}

interface Context {
  text: string;
  mode: FormulaMode;
  isVariable: (name: string) => boolean;
  /** The names read, in order of first use. */
  variables: Set<string>;
}

/**
 * Parses `text` and checks it node by node against the whitelist, giving the checked tree and the
 * variables it reads. Names and operands are checked before the operator that joins them, so `amount to cm`
 * is refused for the unknown `cm` (the risk rules' messages have always named it) rather than for `to`.
 */
export function checkFormula(text: string, mode: FormulaMode, isVariable: (name: string) => boolean): { tree: Expr; variables: readonly string[] } {
  if (text.trim() === '') throw new FormulaError('empty', 'formula is empty');
  if (text.length > MAX_FORMULA_LENGTH) throw new FormulaError('too-long', `formula longer than ${MAX_FORMULA_LENGTH} characters`, undefined, MAX_FORMULA_LENGTH);
  refuseDeepNesting(text);
  let root: MathNode;
  try {
    root = parseTree(text);
  } catch (error) {
    const at = (error as { char?: unknown }).char;
    throw new FormulaError('syntax', error instanceof Error ? error.message : String(error), undefined, typeof at === 'number' ? Math.max(0, at - 1) : undefined);
  }
  const context: Context = { text, mode, isVariable, variables: new Set() };
  const tree = convert(root, context, mode === 'condition');
  return { tree, variables: [...context.variables] };
}

function refuseDeepNesting(text: string): void {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[' || c === '{') {
      depth++;
      if (depth > MAX_NESTING) throw new FormulaError('too-deep', `brackets nested deeper than ${MAX_NESTING}`, c, i);
    } else if (c === ')' || c === ']' || c === '}') depth = Math.max(0, depth - 1);
  }
}

function refuse(context: Context, code: ConstructorParameters<typeof FormulaError>[0], message: string, token: string): never {
  throw new FormulaError(code, message, token, positionOf(context.text, token));
}

/**
 * One node of mathjs's tree as a checked Expr. `logic` tells whether comparisons, and/or/not and true/false
 * may stand here: everywhere in a condition, only in the test of `a ? b : c` in an arithmetic formula.
 */
function convert(node: MathNode, context: Context, logic: boolean): Expr {
  const view = node as unknown as NodeView;
  switch (view.type) {
    case 'ParenthesisNode':
      return convert(view.content!, context, logic);
    case 'ConstantNode':
      return constant(view.value, context, logic);
    case 'SymbolNode': {
      const name = view.name!;
      if (!context.isVariable(name)) refuse(context, 'unknown-variable', `unknown name ${name}`, name);
      context.variables.add(name);
      return { kind: 'variable', name };
    }
    case 'FunctionNode':
      return call(view, context, logic);
    case 'OperatorNode':
      return operator(view, context, logic);
    case 'ConditionalNode':
      return {
        kind: 'if',
        test: convert(view.condition!, context, true),
        then: convert(view.trueExpr!, context, logic),
        otherwise: convert(view.falseExpr!, context, logic),
      };
    case 'RelationalNode': {
      const args = view.params!.map((param) => convert(param, context, logic));
      const ops = view.conditionals!;
      const refused = ops.find((op) => !COMPARE.has(op));
      if (refused) refuse(context, 'operator-not-allowed', `operator ${refused} is not allowed`, refused);
      if (!logic) refuse(context, 'condition-not-allowed', 'a comparison is only allowed in a condition (a ? b : c)', node.toString());
      return { kind: 'compare', ops: ops as CompareOp[], args };
    }
    default:
      // AccessorNode (a.b, a["b"]), AssignmentNode, FunctionAssignmentNode, BlockNode, ArrayNode, ObjectNode,
      // IndexNode, RangeNode: none has a place in a formula.
      throw new FormulaError('node-not-allowed', `${view.type} is not allowed`, view.type, positionOf(context.text, node.toString()) ?? firstOf(context.text, view.type));
  }
}

/** Where a refused construct most likely starts when its printed form is not in the text as written. */
const MARKS: Readonly<Record<string, string>> = { ArrayNode: '[', ObjectNode: '{', RangeNode: ':', AssignmentNode: '=', BlockNode: ';', AccessorNode: '.' };

function firstOf(text: string, type: string): number | undefined {
  const at = Object.hasOwn(MARKS, type) ? text.indexOf(MARKS[type]) : -1;
  return at < 0 ? undefined : at;
}

function constant(value: unknown, context: Context, logic: boolean): Expr {
  if (typeof value === 'string') {
    if (context.mode === 'arithmetic') refuse(context, 'text-not-allowed', 'text is not allowed in an arithmetic formula', JSON.stringify(value));
    return { kind: 'text', value };
  }
  if (typeof value === 'boolean') {
    if (!logic) refuse(context, 'condition-not-allowed', `${value} is only allowed in a condition (a ? b : c)`, String(value));
    return { kind: 'boolean', value };
  }
  // Literals parse as BigNumbers; NaN and Infinity as plain numbers, refused with null and undefined.
  if (typeof value === 'object' && value !== null && (value as { isBigNumber?: unknown }).isBigNumber === true) {
    return { kind: 'number', value: checkRange(new Decimal((value as BigNumber).toString())) };
  }
  return refuse(context, 'constant-not-allowed', `${String(value)} is not allowed`, String(value));
}

function call(view: NodeView, context: Context, logic: boolean): Expr {
  const fn = view.fn as unknown as NodeView;
  const name = fn.type === 'SymbolNode' ? fn.name! : fn.type;
  const allowed: readonly string[] = context.mode === 'condition' ? [...ARITHMETIC_FUNCTIONS, ...CONDITION_ONLY_FUNCTIONS] : ARITHMETIC_FUNCTIONS;
  if (fn.type !== 'SymbolNode' || !allowed.includes(name)) refuse(context, 'function-not-allowed', `function ${name} is not allowed`, name);
  const [least, most] = ARITY[name as FunctionName];
  const args = view.args!;
  if (args.length < least || args.length > most) {
    refuse(context, 'wrong-arguments', `${name} takes ${least === most ? least : `${least} to ${most}`} argument${most === 1 ? '' : 's'}, not ${args.length}`, name);
  }
  return { kind: 'call', fn: name as FunctionName, args: args.map((arg) => convert(arg, context, logic)) };
}

function operator(view: NodeView, context: Context, logic: boolean): Expr {
  // "5%" parses as 5 / 100: not a formula operator here, whatever a percent field shows.
  if (view.isPercentage) refuse(context, 'operator-not-allowed', 'operator % is not allowed', '%');
  const args = view.args!.map((arg) => convert(arg, context, logic));
  const fn = view.fn as string;
  const op = view.op!;
  const notAllowed = (): never => refuse(context, 'operator-not-allowed', `operator ${op} is not allowed`, op);
  if (args.length === 1) {
    if (fn === 'unaryMinus') return { kind: 'unary', op: 'negate', arg: args[0] };
    if (fn === 'unaryPlus') return { kind: 'unary', op: 'plus', arg: args[0] };
    if (fn === 'not') return needsLogic(context, logic, op, { kind: 'unary', op: 'not', arg: args[0] });
    return notAllowed();
  }
  if (args.length !== 2) return notAllowed();
  const [left, right] = args;
  if (fn === 'pow' && right.kind === 'number' && right.value.abs().gt(MAX_EXPONENT)) {
    // Known before running: refused here with its place (a computed exponent is refused when run).
    refuse(context, 'exponent-too-large', `an exponent beyond ±${MAX_EXPONENT} (${right.value.toString()})`, '^');
  }
  if (Object.hasOwn(ARITHMETIC, fn)) return { kind: 'arithmetic', op: ARITHMETIC[fn], left, right };
  if (fn === 'and' || fn === 'or') return needsLogic(context, logic, op, { kind: 'logical', op: fn, left, right });
  if (COMPARE.has(fn)) return needsLogic(context, logic, op, { kind: 'compare', ops: [fn as CompareOp], args });
  return notAllowed();
}

function needsLogic(context: Context, logic: boolean, op: string, expr: Expr): Expr {
  if (!logic) refuse(context, 'condition-not-allowed', `operator ${op} is only allowed in a condition (a ? b : c)`, op);
  return expr;
}
