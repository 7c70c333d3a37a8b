/**
 * Unified social credit code (GB 32100-2015), checked against tests/vectors/uscc.json (rule
 * uscc_gb32100: "Tax number, extended: 18-character unified social credit code with GB 32100-2015
 * check character"). Spec 000 §5 names only the looser tax number (./patterns.ts); this is its strict
 * form for fields that must hold a USCC.
 *
 * 18 characters from the 31-character set 0-9 A-H J-N P-R T U W X Y (no I, O, S, V, Z):
 * 1 registration authority, 2 entity type, 3-8 administrative division (digits), 9-17 organisation
 * code, 18 check character = (31 - sum(value(c_i) * 3^(i-1) mod 31) mod 31) mod 31.
 *
 * Decisions (the vector text does not settle them): uppercase only, as the code is issued; the division
 * code must be 6 digits; the authority and type codes are not checked against the standard's table
 * (it has been amended since 2015, and the check character already catches a changed first character).
 */

const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const SHAPE = /^[0-9A-HJ-NP-RTUWXY]{2}[0-9]{6}[0-9A-HJ-NP-RTUWXY]{10}$/;

/** The check character for the first 17 characters (which must come from the code's character set). */
export function usccCheckCharacter(first17: string): string {
  let sum = 0;
  let weight = 1;
  for (let i = 0; i < 17; i++) {
    sum += CHARSET.indexOf(first17[i]) * weight;
    weight = (weight * 3) % 31;
  }
  return CHARSET[(31 - (sum % 31)) % 31];
}

export function isUscc(value: string): boolean {
  return SHAPE.test(value) && usccCheckCharacter(value) === value[17];
}
