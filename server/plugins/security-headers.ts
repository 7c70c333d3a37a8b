import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** The same host's realtime socket: CSP 'self' does not cover ws: and wss: in every browser. */
function sameHostSockets(request: IncomingMessage): string {
  const host = request.headers.host ?? '';
  // Only a well-formed host name or address (with port) goes into the header: nothing can add a directive.
  return /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/.test(host) ? `ws://${host} wss://${host}` : '';
}

/**
 * The Content-Security-Policy of every answer. The built app loads only its own files (Vite emits no inline
 * script); antd's CSS-in-JS injects <style> elements at run time, hence 'unsafe-inline' for styles only.
 * The page validator compiles JSON Schemas with ajv in the browser, and ajv compiles with `new Function`:
 * that needs 'unsafe-eval' (scripts still load only from this origin, and no inline script runs).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'unsafe-eval'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", (request: IncomingMessage) => sameHostSockets(request)],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'", 'blob:'],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  manifestSrc: ["'self'"],
};

/**
 * Security headers on every answer (API, static files, the SPA fallback, errors) through @fastify/helmet,
 * registered before any route. Helmet's CSP defaults are not used: they add upgrade-insecure-requests,
 * which breaks a plain-HTTP intranet installation.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Single sign-on (DingTalk, WeChat) may open a pop-up that reports back to its opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // HSTS only matters over HTTPS; includeSubDomains would force HTTPS on the company's other hosts.
      strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
    });
  },
  { name: 'security-headers' },
);
