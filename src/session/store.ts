import { proxy, ref } from 'valtio';
import type { LoginUser, MessageCounts, PermNode, PositionRecord } from './types';

export interface SessionState {
  token: string | undefined;
  /** 'anonymous' until a token exists; 'loading' while info and perms are fetched; 'ready' after. */
  status: 'anonymous' | 'loading' | 'ready';
  user: LoginUser | null;
  perms: PermNode[];
  positions: (PositionRecord & { is_current: number })[];
  /** The server's configuration version (config hkwl/version): part of the compiled-page cache key. */
  configVersion: string;
  /** Feature flags and settings of config group `front` (route_query_encryption, api_encryption, ...). */
  front: Record<string, unknown>;
  /** The message-centre counters: fetched once, then kept current by the realtime socket. */
  counts: MessageCounts | null;
}

/** Counters from the server, never below zero (spec 000 §4). */
export function applyCounts(store: SessionState, counts: Partial<MessageCounts>): void {
  const next = { ...(store.counts ?? { workflow: 0, inhand: 0, notice: 0, alarm: 0, flow_back: 0 }) };
  for (const [kind, value] of Object.entries(counts)) if (kind in next) next[kind as keyof MessageCounts] = Math.max(0, Number(value) || 0);
  store.counts = next;
}

/** A counter goes down by `by` (a message read here), never below zero. */
export function decreaseCount(store: SessionState, kind: keyof MessageCounts, by = 1): void {
  if (store.counts) store.counts = { ...store.counts, [kind]: Math.max(0, store.counts[kind] - by) };
}

/**
 * The menu tree as the store keeps it: whole, never made reactive node by node. Valtio wraps every object put in
 * a store in a proxy of its own, and a snapshot's reader tracks every node it walks; for the hundreds of nodes of
 * a session's menus that cost tens of milliseconds on a cold start, before the first rows. The tree is replaced,
 * never changed in place, so a reader re-renders exactly when it is.
 */
export const menuTree = (perms: PermNode[]): PermNode[] => ref(perms);

export function createSessionStore(token: string | undefined) {
  return proxy<SessionState>({ token, status: token ? 'loading' : 'anonymous', user: null, perms: menuTree([]), positions: [], configVersion: '', front: {}, counts: null });
}

export type SessionStore = ReturnType<typeof createSessionStore>;
