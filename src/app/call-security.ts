import type { Language } from '../../registry';
import type { RequestClientOptions } from '../services/request/client';
import type { ApiKey } from '../services/request/encryption';
import { needsSignature } from '../services/request/signed-paths';
import { API_BASES } from '../services/request/api-bases';
import { provideSealing } from '../services/request/client';
import { loadEncryption, loadSigning } from '../layout/route-chunks';
import { featureOn } from '../session/front-flags';
import { sessionHeaders } from '../session/session';
import type { SessionStore } from '../session/store';

type Encryption = Awaited<ReturnType<typeof loadEncryption>>;
type Signing = Awaited<ReturnType<typeof loadSigning>>;
/** The API encryption and signature once loaded: calls use them at once instead of awaiting an import a task later. */
let encryption: Encryption | undefined;
let signing: Signing | undefined;

const withEncryption = (): Promise<Encryption> => loadEncryption().then((module) => (encryption = module));
const withSigning = (): Promise<Signing> => loadSigning().then((module) => (signing = module));

/** Loads the API encryption and signature: a call made after this leaves without a task's wait for them. */
export function loadCallSecurity(): Promise<void> {
  return Promise.all([withEncryption(), withSigning()]).then(([module]) => provideSealing(module));
}

/**
 * How a call of this session is addressed, signed and sealed: its headers and its API key. One place for the
 * app's request client and the one a cold start makes before the app renders (src/app/boot-calls.ts).
 */
export function callSecurity(store: SessionStore, language: () => Language): Pick<RequestClientOptions, 'bases' | 'headers' | 'encryptionKey'> {
  // The API key of the current client token, derived once per session.
  let apiKey: { token: string; key: ApiKey } | null = null;
  const keyOf = (module: Encryption, token: string) => (apiKey = { token, key: module.deriveApiKey(token) }).key;
  return {
    bases: API_BASES,
    headers: (path, body, call) => {
      const headers = { ...sessionHeaders(store), 'Accept-Language': language() };
      const token = store.token;
      // account/info and account/status are signed with the client token (spec 000 §7), and a call that asks to be
      // (the upload button, spec 001 §10); crypto-js loads with the first signed or encrypted call, never on the
      // sign-in page.
      if (!token || !(call?.signed || needsSignature(path))) return headers;
      const signed = (module: Signing) => ({ ...headers, ...module.signatureHeaders(path, body, token) });
      return signing ? signed(signing) : withSigning().then(signed);
    },
    // On by default (front/api_encryption); the key comes from the session's client token.
    encryptionKey: () => {
      const token = store.token;
      if (!token || !featureOn(store.front, 'api_encryption')) return null;
      if (apiKey?.token === token) return apiKey.key;
      return encryption ? keyOf(encryption, token) : withEncryption().then((module) => keyOf(module, token));
    },
  };
}
