import type { Ajv } from 'ajv';

/** Adds a boolean keyword that, set true, refuses data failing `holds` with `message`. */
function checkKeyword(ajv: Ajv, keyword: string, message: string, holds: (data: unknown) => boolean): Ajv {
  ajv.addKeyword({
    keyword,
    schemaType: 'boolean',
    errors: true,
    // No `type`: ajv would group a number keyword under the same finite-only guard as minimum and maximum.
    validate: function check(schema: boolean, data: unknown) {
      if (!schema || holds(data)) return true;
      (check as unknown as { errors: object[] }).errors = [{ keyword, message, params: {} }];
      return false;
    },
  });
  return ajv;
}

/**
 * ajv skips minimum and maximum for Infinity (they only test finite numbers), and JSON.parse reads 1e309 as
 * Infinity: the keyword `finite` refuses it with a clear message (server/http/validators.ts puts it on every number).
 */
export function finiteNumbers(ajv: Ajv): Ajv {
  return checkKeyword(ajv, 'finite', 'must be a finite number', (data) => typeof data !== 'number' || Number.isFinite(data));
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The keyword `decimalText`: text where a number belongs must be a plain decimal before it is coerced (validators.ts). */
export function decimalText(ajv: Ajv): Ajv {
  return checkKeyword(ajv, 'decimalText', 'must be a decimal number', (data) => typeof data !== 'string' || DECIMAL.test(data));
}
