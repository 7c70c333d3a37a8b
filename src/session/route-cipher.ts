/**
 * The cipher that seals route queries (spec 000 §2.3), loaded apart from the sign-in page: only a signed-in
 * user's addresses are sealed, so the session loads it together with the user (session.ts `load`) and it
 * is there, synchronously, whenever a user id is.
 */
type Cipher = {
  encrypt(text: string, passphrase: string): string;
  decrypt(cipher: string, passphrase: string): string;
};

let loaded: Cipher | null = null;
let loading: Promise<void> | null = null;

export function loadRouteCipher(): Promise<void> {
  loading ??= Promise.all([import('crypto-js/aes'), import('crypto-js/enc-utf8')]).then(([aes, utf8]) => {
    const AES = aes.default;
    const Utf8 = utf8.default;
    loaded = {
      encrypt: (text, passphrase) => AES.encrypt(text, passphrase).toString(),
      decrypt: (cipher, passphrase) => AES.decrypt(cipher, passphrase).toString(Utf8),
    };
  });
  return loading;
}

/** The loaded cipher; a call before the session loaded it is a programming error, not a user's. */
export function routeCipher(): Cipher {
  if (!loaded) throw new Error('route cipher used before the session loaded it');
  return loaded;
}
