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
  loading ??= Promise.all([import('crypto-js/aes'), import('crypto-js/enc-utf8'), import('crypto-js/core')]).then(([aes, utf8, core]) => {
    const AES = aes.default;
    const Utf8 = utf8.default;
    // The one CryptoJS object aes.js filled in (its kdf, format and CipherParams come with the cipher).
    const CryptoJS = core.default;
    // The key and IV derived from a passphrase once per page (with one salt, carried in each sealed value as
    // OpenSSL's format always does): deriving them for every link (EvpKDF) was two thirds of sealing, and a list
    // page seals a link per row as it draws. The passphrase is no secret (it names the user); sealing binds an
    // address to its user and path, which the reader checks.
    const derived = new Map<string, ReturnType<typeof CryptoJS.kdf.OpenSSL.execute>>();
    loaded = {
      encrypt: (text, passphrase) => {
        let params = derived.get(passphrase);
        if (!params) {
          params = CryptoJS.kdf.OpenSSL.execute(passphrase, 256 / 32, 128 / 32);
          derived.set(passphrase, params);
        }
        const { ciphertext } = AES.encrypt(text, params.key, { iv: params.iv });
        return CryptoJS.format.OpenSSL.stringify(CryptoJS.lib.CipherParams.create({ ciphertext, salt: params.salt }));
      },
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
