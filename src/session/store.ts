import { proxy } from 'valtio';
import type { LoginUser, PermNode, PositionRecord } from './types';

export interface SessionState {
  token: string | undefined;
  /** 'anonymous' until a token exists; 'loading' while info and perms are fetched; 'ready' after. */
  status: 'anonymous' | 'loading' | 'ready';
  user: LoginUser | null;
  perms: PermNode[];
  positions: (PositionRecord & { is_current: number })[];
  /** The server's configuration version (config hkwl/version): part of the compiled-page cache key. */
  configVersion: string;
}

export function createSessionStore(token: string | undefined) {
  return proxy<SessionState>({ token, status: token ? 'loading' : 'anonymous', user: null, perms: [], positions: [], configVersion: '' });
}

export type SessionStore = ReturnType<typeof createSessionStore>;
