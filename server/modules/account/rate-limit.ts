/**
 * A per-address budget of calls in a fixed window, kept by one app instance (created in the account
 * module's plugin, so each `buildApp` has its own; nothing module-level). It guards load, not secrets:
 * the brute-force defence that must hold across app servers (failed sign-ins per mobile, captchas, codes)
 * is in the database. With N app servers an address gets N budgets; that is the price of not writing a
 * row on every sign-in call (see docs/decisions.md, issue 6).
 */
export interface RateLimiter {
  /** Spends one call of the address's budget; false when it is spent (the call is then refused). */
  take(address: string): boolean;
  /** Gives a call back: a successful sign-in does not count against its address. */
  give(address: string): void;
  /** Whether the address's budget is spent now, without spending any of it. */
  spent(address: string): boolean;
}

/** Above this many tracked addresses, expired windows are swept on the next call. */
const SWEEP_ABOVE = 10_000;

export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const sweep = (at: number) => {
    for (const [address, window] of windows) if (at - window.start >= windowMs) windows.delete(address);
  };
  return {
    take(address) {
      const at = now();
      if (windows.size > SWEEP_ABOVE) sweep(at);
      let window = windows.get(address);
      if (!window || at - window.start >= windowMs) {
        window = { start: at, count: 0 };
        windows.set(address, window);
      }
      if (window.count >= limit) return false;
      window.count += 1;
      return true;
    },
    give(address) {
      const window = windows.get(address);
      if (window && window.count > 0) window.count -= 1;
    },
    spent(address) {
      const window = windows.get(address);
      return window !== undefined && now() - window.start < windowMs && window.count >= limit;
    },
  };
}
