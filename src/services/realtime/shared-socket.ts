/**
 * One WebSocket per browser, shared by the tabs of the signed-in user (spec 000 §7). The tab holding a Web
 * Lock owns the socket and rebroadcasts what it receives on a BroadcastChannel; the other tabs wait for
 * the lock, so when the owner closes, the next tab takes the socket over. Without Web Locks every tab
 * opens its own.
 */
export interface RealtimeMessage {
  event: string;
  data: unknown;
}

export interface SharedSocketOptions {
  /** The socket address, token included; asked again on every (re)connect. */
  url(): string;
  /** Per user, so two users of one browser never share. */
  key: string;
  onMessage(message: RealtimeMessage): void;
  /** Connect errors and bad messages are only logged (spec 000 §8). */
  log?(text: string, detail?: unknown): void;
  /** Whether this tab owns the socket, for the page and the tests. */
  onOwnerChange?(owner: boolean): void;
}

const RECONNECT_MS = [1000, 2000, 5000, 10_000, 30_000];

/** Reads one socket frame: the spec's messages for data that is not an event. */
export function parseFrame(text: string, log: (text: string, detail?: unknown) => void): RealtimeMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    log('通信数据有误！（01）', text.slice(0, 200));
    return null;
  }
  if (typeof value !== 'object' || value === null || !('event' in value)) {
    log('通信数据有误！（02）', value);
    return null;
  }
  const { event } = value as { event: unknown };
  if (typeof event !== 'string') {
    log('通信事件定义错误！', event);
    return null;
  }
  return value as RealtimeMessage;
}

export function openSharedSocket(options: SharedSocketOptions): { stop(): void } {
  const log = options.log ?? ((text, detail) => console.warn(text, detail ?? ''));
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`hkwl-realtime:${options.key}`);
  let stopped = false;
  let socket: WebSocket | null = null;
  let release: (() => void) | null = null;
  const aborter = new AbortController();

  if (channel) channel.onmessage = (e: MessageEvent<RealtimeMessage>) => options.onMessage(e.data);

  /** Keeps a socket open (reconnecting with back-off) until stopped; resolves then. */
  const own = () =>
    new Promise<void>((resolve) => {
      release = resolve;
      options.onOwnerChange?.(true);
      let attempt = 0;
      const connect = () => {
        if (stopped) return;
        socket = new WebSocket(options.url());
        socket.onopen = () => (attempt = 0);
        socket.onmessage = (e: MessageEvent<string>) => {
          const message = parseFrame(String(e.data), log);
          if (!message) return;
          options.onMessage(message);
          channel?.postMessage(message);
        };
        socket.onerror = () => log('realtime: connect error');
        socket.onclose = () => {
          socket = null;
          if (!stopped) setTimeout(connect, RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]);
        };
      };
      connect();
    });

  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) {
    locks.request(`hkwl-realtime:${options.key}`, { signal: aborter.signal }, own).catch(() => undefined);
  } else {
    void own();
  }

  return {
    stop() {
      stopped = true;
      aborter.abort();
      socket?.close();
      release?.();
      options.onOwnerChange?.(false);
      channel?.close();
    },
  };
}
