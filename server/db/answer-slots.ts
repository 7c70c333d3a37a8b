/**
 * Shared memory where read threads write the big JSON answers of unpaged lists (json-rows.ts), so the event
 * loop sends them from there: no buffer is allocated per answer, and none is transferred in. Per-answer
 * buffers of megabytes made the garbage collector run several full collections a second under unpaged-list
 * load (external memory pressure), each one a pause every other call waited behind.
 *
 * `count` slots of `slotBytes`: a thread claims a free one with an atomic compare-and-swap
 * (answer-slots-worker.mjs), writes the answer's UTF-8 after `head` bytes of room, and names the slot in its
 * message; the answer's envelope is written around it in place, and the slot is freed when the response has
 * been sent or dropped. An answer that finds no free slot, or does not fit, travels as its own buffer.
 */
export interface SharedSlots {
  data: SharedArrayBuffer;
  states: SharedArrayBuffer;
  slotBytes: number;
  head: number;
  tail: number;
}

/** How a thread names a filled slot in its answer. */
export interface SlotAnswer {
  slot: number;
  length: number;
}

export function isSlotAnswer(value: unknown): value is SlotAnswer {
  return typeof value === 'object' && value !== null && typeof (value as SlotAnswer).slot === 'number' && typeof (value as SlotAnswer).length === 'number';
}

const FREE = 0;

/** Every set of slots alive, weakly: what `AnswerSlots.heldEverywhere` sums (tests check none is left held). */
const everySet = new Set<WeakRef<AnswerSlots>>();

export class AnswerSlots {
  readonly shared: SharedSlots;
  readonly #states: Int32Array;

  constructor(count = 8, slotBytes = 16 * 1024 * 1024, head = 4096, tail = 64 * 1024) {
    this.shared = { data: new SharedArrayBuffer(count * slotBytes), states: new SharedArrayBuffer(4 * count), slotBytes, head, tail };
    this.#states = new Int32Array(this.shared.states);
    everySet.add(new WeakRef(this));
  }

  /** Slots held now across every set in the process. */
  static heldEverywhere(): number {
    let held = 0;
    for (const ref of everySet) {
      const slots = ref.deref();
      if (slots) held += slots.held;
      else everySet.delete(ref);
    }
    return held;
  }

  /** The bytes a thread wrote into `answer.slot`, held until released. */
  bytes(answer: SlotAnswer): SlotBytes {
    return new SlotBytes(this, answer.slot, answer.length);
  }

  /** How many slots are held now (tests: every answer sent gives its slot back). */
  get held(): number {
    return this.#states.reduce((n, state) => n + (state === FREE ? 0 : 1), 0);
  }

  free(slot: number): void {
    Atomics.store(this.#states, slot, FREE);
  }
}

/** An answer's UTF-8 in a slot: framed in place by its envelope, then released when sent. */
export class SlotBytes {
  #released = false;

  constructor(
    readonly slots: AnswerSlots,
    readonly slot: number,
    readonly length: number,
  ) {}

  get #start(): number {
    const { slotBytes, head } = this.slots.shared;
    return this.slot * slotBytes + head;
  }

  /** The answer's bytes (a view: valid until released). */
  get body(): Buffer {
    return Buffer.from(this.slots.shared.data, this.#start, this.length);
  }

  /**
   * `before` + the bytes + `after` as one view of the slot, the frame written into the room around the bytes;
   * null when the frame does not fit there (the caller copies instead).
   */
  framed(before: Buffer, after: Buffer): Buffer | null {
    const { slotBytes, head, data } = this.slots.shared;
    const start = this.#start;
    const end = start + this.length;
    if (this.#released || before.length > head || end + after.length > (this.slot + 1) * slotBytes) return null;
    const memory = Buffer.from(data);
    before.copy(memory, start - before.length);
    after.copy(memory, end);
    return Buffer.from(data, start - before.length, before.length + this.length + after.length);
  }

  /** Gives the slot back (idempotent): call once the bytes are sent or no longer wanted. */
  release(): void {
    if (this.#released) return;
    this.#released = true;
    this.slots.free(this.slot);
  }
}
