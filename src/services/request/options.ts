import type { ApiKey } from './encryption';
import type { RiskItem } from './error-catalogue';
import type { ServerState } from './server-state';

/** What the request layer shows the user; the app wires it to antd (src/app/request-ui.tsx). */
export interface RequestUi {
  /** An error toast (5 s) with the server's message in the spec's template. */
  toast(text: string): void;
  networkError(): void;
  /** Any other HTTP failure: logged, and a system-error toast. */
  systemError(detail: string): void;
  /** The confirm of 4001-4010 / 4101: 重新登录 (sign out, reload) or 取消. */
  loggedOut(text: string | null): void;
  /** 4000: the re-login dialog; resolves true once signed in again. */
  relogin(): Promise<boolean>;
  /** 3010: the risk-control alert. */
  riskBlocked(items: RiskItem[], text: string | null): void;
  /** 9999: 修改密码, then the find-password page. */
  passwordExpired(text: string | null): void;
}

export interface RequestClientOptions {
  /**
   * Backend base addresses by path prefix (`{ '/api/contract': 'https://contract.example' }`); a path
   * with no entry goes to this origin. Each address gets its own ofetch client.
   */
  bases?: Record<string, string>;
  /** The headers of one call (token, position, company, signature...), given its path and body text. */
  headers(path: string, body: string, call?: { signed?: boolean }): Record<string, string> | Promise<Record<string, string>>;
  ui: RequestUi;
  /** The fetch to use (tests pass a fake); the browser's by default. */
  fetch?: typeof globalThis.fetch;
  /** The API encryption key while encryption is on and a session exists, else null (calls go plain). */
  encryptionKey?(): ApiKey | null | Promise<ApiKey | null>;
  /**
   * Where prefetched GETs are kept: a cold start's calls, prefetched by a client made before the app renders,
   * are taken by the app's own client through the same store.
   */
  serverState?: ServerState;
}

