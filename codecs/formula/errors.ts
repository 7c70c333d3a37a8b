/**
 * Why a formula was refused (when compiled) or failed (when evaluated). The messages are English and
 * technical: they reach administrators (the risk-rule form shows them) and logs; a user-facing dialog maps
 * the code to its own text (spec 001 §5: 第N行公式配置有误，请检查).
 */
export type FormulaErrorCode =
  // Refused when compiled.
  | 'empty'
  | 'too-long'
  | 'too-deep'
  | 'syntax'
  | 'node-not-allowed'
  | 'operator-not-allowed'
  | 'function-not-allowed'
  | 'wrong-arguments'
  | 'unknown-variable'
  | 'text-not-allowed'
  | 'constant-not-allowed'
  | 'condition-not-allowed'
  // Failed when evaluated.
  | 'missing-value'
  | 'not-a-number'
  | 'not-a-boolean'
  | 'division-by-zero'
  | 'exponent-too-large'
  | 'out-of-range'
  | 'bad-decimals';

export class FormulaError extends Error {
  override readonly name = 'FormulaError';

  constructor(
    readonly code: FormulaErrorCode,
    message: string,
    /** The offending name, operator or construct, when there is one. */
    readonly token?: string,
    /** Where it starts in the formula text (0-based), when it can be told. */
    readonly position?: number,
  ) {
    super(message);
  }
}

/**
 * Where `token` first occurs in `text` as a whole word (names) or as is (operators): mathjs nodes carry no
 * positions, and a refused name or operator is refused wherever it occurs, so the first one is the culprit.
 */
export function positionOf(text: string, token: string): number | undefined {
  const word = /^[\p{L}_$][\p{L}\p{N}_$]*$/u.test(token);
  if (!word) {
    const at = text.indexOf(token);
    return at < 0 ? undefined : at;
  }
  const escaped = token.replace(/[$]/g, '\\$');
  const match = new RegExp(`(?<![\\p{L}\\p{N}_$.])${escaped}(?![\\p{L}\\p{N}_$])`, 'u').exec(text);
  return match ? match.index : undefined;
}
