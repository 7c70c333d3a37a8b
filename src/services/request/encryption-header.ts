import security from '../../../schemas/request-security.json';

/**
 * The header that marks an encrypted request. Apart from encryption.ts so the request client can name it
 * without loading crypto-js, which comes with the first call that encrypts (never on the sign-in page).
 */
export const ENCRYPTED_HEADERS: Readonly<Record<string, string>> = { [security.encryption.header]: security.encryption.headerValue };
