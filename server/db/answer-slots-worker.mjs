// The read threads' side of answer-slots.ts: claim a free slot, write a big JSON answer's UTF-8 into it.
// Plain JavaScript: a worker thread does not get the TypeScript loader of its parent under every runner.
const encoder = new TextEncoder();

/** A function writing `text` into a free slot ({ slot, length }), or null when none is free or it does not fit. */
export function slotWriter(shared) {
  if (!shared) return () => null;
  const states = new Int32Array(shared.states);
  const { slotBytes, head, tail } = shared;
  return (text) => {
    // Each UTF-16 unit is at most three UTF-8 bytes: a text that cannot fit is not tried.
    if (text.length > slotBytes - head - tail) return null;
    for (let slot = 0; slot < states.length; slot++) {
      if (Atomics.compareExchange(states, slot, 0, 1) !== 0) continue;
      const room = new Uint8Array(shared.data, slot * slotBytes + head, slotBytes - head - tail);
      const { read, written } = encoder.encodeInto(text, room);
      if (read === text.length) return { slot, length: written };
      Atomics.store(states, slot, 0);
      return null;
    }
    return null;
  };
}

/** `text` as UTF-8 bytes in a buffer of their own, to be transferred (when no slot takes it). */
export function ownBytes(text) {
  const bytes = new Uint8Array(Buffer.byteLength(text));
  encoder.encodeInto(text, bytes);
  return bytes;
}
