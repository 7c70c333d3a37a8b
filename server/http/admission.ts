import type { onRequestHookHandler } from 'fastify';

/** A place in the admission line: `ready` resolves when the call may run; `release` ends its turn (idempotent). */
export interface Ticket {
  ready: Promise<void>;
  release(): void;
}

/**
 * Lets at most `limit` heavy calls (list queries) run at a time; the others wait in arrival order. Under a
 * burst, the event loop then works on a few lists at once instead of parsing, checking and serialising all
 * of them in every turn, so a light call (a config lookup, a counter) waits for a short turn instead of
 * a long one. Throughput is unchanged as long as `limit` keeps the read threads busy.
 */
export class Admission {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  enter(): Ticket {
    let state: 'waiting' | 'running' | 'done' = 'waiting';
    let admit!: () => void;
    const ready = new Promise<void>((resolve) => {
      admit = () => {
        state = 'running';
        this.#running += 1;
        resolve();
      };
    });
    if (this.#running < this.limit) admit();
    else this.#waiting.push(admit);
    const release = () => {
      if (state === 'done') return;
      if (state === 'waiting') {
        // Given up before its turn (the caller hung up): it leaves the line and holds no place.
        const at = this.#waiting.indexOf(admit);
        if (at >= 0) this.#waiting.splice(at, 1);
        state = 'done';
        return;
      }
      state = 'done';
      this.#running -= 1;
      this.#waiting.shift()?.();
    };
    return { ready, release };
  }
}

/**
 * A route's onRequest hook that waits for its turn and ends it when the answer is sent or the caller hangs
 * up ('close' comes for both). A caller who hangs up while waiting is not served at all.
 */
export function admissionHook(admission: Admission): onRequestHookHandler {
  return (_request, reply, done) => {
    // Hung up before asking (its 'close' has come and gone): nothing to serve, no place to take.
    if (reply.raw.destroyed) return;
    const ticket = admission.enter();
    let closed = false;
    reply.raw.once('close', () => {
      closed = true;
      ticket.release();
    });
    void ticket.ready.then(() => (closed ? undefined : done()));
  };
}
