import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1 and a free port, for the single
 * sign-on tests: one confidential client (client_secret_basic, PKCE required) registered for the app's
 * callback addresses, and test accounts by subject. Its own development interaction pages (a login form
 * that takes the subject as "login" and any password, and a consent form) are what the user fills in.
 */
export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export interface TestAccount {
  name: string;
  email: string;
}

export async function startOidcProvider(options: { redirectUris: string[]; accounts: Record<string, TestAccount> }): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'hkwl-test';
  const clientSecret = 'hkwl-test-secret-0123456789abcdef';
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    async findAccount(_ctx, id) {
      const account = options.accounts[id];
      return account ? { accountId: id, claims: () => ({ sub: id, name: account.name, email: account.email }) } : undefined;
    },
    claims: { openid: ['sub'], profile: ['name'], email: ['email'] },
    cookies: { keys: ['hkwl-test-cookie-key'] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] as never },
    pkce: { required: () => true, methods: ['S256'] },
    features: { devInteractions: { enabled: true } },
  };
  const provider = new Provider(issuer, configuration);
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A browser for tests without one (the server tests): follows the provider's redirects with a cookie jar and
 * submits its login and consent forms, until it is sent to an address starting with `until` (the app's
 * callback), which it returns. `abort`: cancel at the login page instead (the provider answers access_denied).
 */
export function providerBrowser() {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
  };
  return async function visit(start: string, until: string, user: { login: string; abort?: boolean }): Promise<string> {
    let url = start;
    let body: URLSearchParams | undefined;
    for (let step = 0; step < 20; step += 1) {
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        redirect: 'manual',
        headers: { cookie: cookieHeader(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        body,
      });
      keep(response);
      body = undefined;
      const location = response.headers.get('location');
      if (location) {
        const next = new URL(location, url).href;
        if (next.startsWith(until)) return next;
        url = next;
        continue;
      }
      const html = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      if (!action || !prompt) throw new Error(`the provider showed no form at ${url}: ${response.status} ${html.slice(0, 300)}`);
      if (prompt === 'login' && user.abort) {
        url = new URL(/href="([^"]*abort[^"]*)"/.exec(html)?.[1] ?? '', url).href;
        continue;
      }
      url = new URL(action, url).href;
      body = new URLSearchParams(prompt === 'login' ? { prompt, login: user.login, password: 'any-password' } : { prompt });
    }
    throw new Error('the provider kept redirecting');
  };
}
