import fp from 'fastify-plugin';

/** The same host's realtime socket: CSP 'self' does not cover ws: and wss: in every browser. */
function sameHostSockets(host: string): string {
  // Only a well-formed host name or address (with port) goes into the header: nothing can add a directive.
  return /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/.test(host) ? ` ws://${host} wss://${host}` : '';
}

/**
 * The Content-Security-Policy of every answer. The built app loads only its own files (Vite emits no inline
 * script) and evaluates no code it made at run time: the page validators are compiled ahead of time
 * (schemas/generated/validators), so no 'unsafe-eval'. antd's CSS-in-JS injects <style> elements at run
 * time, hence 'unsafe-inline' for styles only. No upgrade-insecure-requests: it breaks a plain-HTTP
 * intranet installation.
 */
function contentSecurityPolicy(host: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // blob: lets the file preview read bytes the app itself holds (an export's answer opened in a new tab).
    `connect-src 'self' blob:${sameHostSockets(host)}`,
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
  ].join(';');
}

/** The other security headers, the same on every answer (helmet's set, with our choices). */
const STATIC_HEADERS: Readonly<Record<string, string>> = {
  // Single sign-on (DingTalk, WeChat) may open a pop-up that reports back to its opener.
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // HSTS only matters over HTTPS; includeSubDomains would force HTTPS on the company's other hosts.
  'strict-transport-security': 'max-age=15552000',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Policies per Host header, computed once each; bounded, since the header is the client's to choose. */
const MAX_HOSTS = 64;

/**
 * Security headers on every answer (API, static files, the SPA fallback, errors), set by one hook that runs
 * before any route. They are computed once (the policy once per host) instead of per request: under load,
 * building them per answer cost about 5% of the event loop (docs/decisions.md, "Security headers").
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const policies = new Map<string, string>();
    const policyFor = (host: string): string => {
      let policy = policies.get(host);
      if (policy === undefined) {
        policy = contentSecurityPolicy(host);
        if (policies.size >= MAX_HOSTS) policies.clear();
        policies.set(host, policy);
      }
      return policy;
    };
    // A callback hook, not an async one: nothing here waits, and every answer pays for a promise otherwise.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(STATIC_HEADERS);
      reply.header('content-security-policy', policyFor(request.headers.host ?? ''));
      // API answers carry a user's data: no browser, proxy or shared cache keeps them (a route may say otherwise).
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
      done();
    });
  },
  { name: 'security-headers' },
);
