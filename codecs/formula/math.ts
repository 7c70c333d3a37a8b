import {
  create,
  createAccessorNode,
  createArrayNode,
  createAssignmentNode,
  createBigNumberClass,
  createBignumber,
  createBlockNode,
  createConditionalNode,
  createConstantNode,
  createFunctionAssignmentNode,
  createFunctionNode,
  createIndexNode,
  createIsBounded,
  createNode,
  createNumber,
  createNumeric,
  createObjectNode,
  createOperatorNode,
  createParenthesisNode,
  createParse,
  createRangeNode,
  createRelationalNode,
  createResultSet,
  createSymbolNode,
  createTyped,
  factory,
  type BigNumber,
  type FactoryFunction,
  type MathNode,
} from 'mathjs';

/*
 * The factories are exported by mathjs at run time (its "custom bundling" docs) but absent from its type
 * declarations; declared here so the instance below is built from them alone, never from `all`.
 */
declare module 'mathjs' {
  export const createAccessorNode: FactoryFunction<unknown>;
  export const createArrayNode: FactoryFunction<unknown>;
  export const createAssignmentNode: FactoryFunction<unknown>;
  export const createBigNumberClass: FactoryFunction<unknown>;
  export const createBignumber: FactoryFunction<unknown>;
  export const createBlockNode: FactoryFunction<unknown>;
  export const createConditionalNode: FactoryFunction<unknown>;
  export const createConstantNode: FactoryFunction<unknown>;
  export const createFunctionAssignmentNode: FactoryFunction<unknown>;
  export const createFunctionNode: FactoryFunction<unknown>;
  export const createIndexNode: FactoryFunction<unknown>;
  export const createIsBounded: FactoryFunction<unknown>;
  export const createNode: FactoryFunction<unknown>;
  export const createNumber: FactoryFunction<unknown>;
  export const createNumeric: FactoryFunction<unknown>;
  export const createObjectNode: FactoryFunction<unknown>;
  export const createOperatorNode: FactoryFunction<unknown>;
  export const createParenthesisNode: FactoryFunction<unknown>;
  export const createParse: FactoryFunction<unknown>;
  export const createRangeNode: FactoryFunction<unknown>;
  export const createRelationalNode: FactoryFunction<unknown>;
  export const createResultSet: FactoryFunction<unknown>;
  export const createSymbolNode: FactoryFunction<unknown>;
  export const createTyped: FactoryFunction<unknown>;
}

/** Stands in for a dependency only `compile` of a refused node would call: it can never run, and stays out of the bundle. */
function refused(name: string): FactoryFunction<unknown> {
  return factory(name, [], () => () => {
    throw new Error(`${name} is not available in formulas`);
  });
}

/**
 * A mathjs instance that can only parse, into BigNumber constants (mathjs "Custom bundling" and "Security"
 * docs). It holds no arithmetic, no evaluate/compile/import-able functions and no units: formulas are run by
 * ./run.ts over the checked tree, never by mathjs's compile. Every node type stays known to the parser so a
 * refused construct is named precisely (AccessorNode, RangeNode, ...) rather than failing as a syntax error.
 */
const math = create(
  {
    createTyped,
    createNumber,
    createBigNumberClass,
    createBignumber,
    createNumeric,
    createResultSet,
    createIsBounded,
    subset: refused('subset'),
    size: refused('size'),
    createNode,
    createAccessorNode,
    createArrayNode,
    createAssignmentNode,
    createBlockNode,
    createConditionalNode,
    createConstantNode,
    createFunctionAssignmentNode,
    createFunctionNode,
    createIndexNode,
    createObjectNode,
    createOperatorNode,
    createParenthesisNode,
    createRangeNode,
    createRelationalNode,
    createSymbolNode,
    createParse,
  },
  { number: 'BigNumber', precision: 64 },
);

const parseText = math.parse;
/** The BigNumber (decimal.js) class of this instance: 64 significant digits. */
export const Decimal = (math as unknown as { BigNumber: DecimalClass }).BigNumber;

// Nothing may reconfigure or extend the instance afterwards, should it ever leak.
for (const name of ['import', 'create', 'config', 'parse', 'factory'] as const) {
  (math as unknown as Record<string, unknown>)[name] = () => {
    throw new Error(`${name} is not available in formulas`);
  };
}

export type { BigNumber };

export interface DecimalClass {
  new (value: string | number): BigNumber;
  // decimal.js's constant: half away from zero.
  readonly ROUND_HALF_UP: 4;
}

/** The parse tree of `text` (mathjs syntax); throws mathjs's SyntaxError, whose `char` tells where. */
export function parseTree(text: string): MathNode {
  return parseText(text);
}
