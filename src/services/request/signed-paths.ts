import security from '../../../schemas/request-security.json';

/**
 * The paths whose calls must be signed (as the browser sends them, no query string). Apart from
 * signing.ts so deciding whether to sign does not load crypto-js; signing does, on first use.
 */
export const SIGNED_PATHS: readonly string[] = security.signature.signedPaths;

export function needsSignature(path: string): boolean {
  return SIGNED_PATHS.includes(path);
}
