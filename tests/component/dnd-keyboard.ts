import { act, fireEvent } from '@testing-library/react';

/**
 * Picks up a sortable row with Space on its drag handle, and resolves once dnd-kit listens for the keys that
 * move it. Its keyboard sensor starts on the Space but adds its keydown listener to the document a task
 * later (setTimeout in KeyboardSensor.attach): an arrow pressed before then is lost. That listener being
 * added is the event waited for here, not a pause.
 */
export async function pickUp(handle: HTMLElement): Promise<void> {
  const add = document.addEventListener;
  const own = Object.prototype.hasOwnProperty.call(document, 'addEventListener');
  let listening!: () => void;
  const attached = new Promise<void>((resolve) => (listening = resolve));
  document.addEventListener = function (this: Document, ...args: Parameters<Document['addEventListener']>) {
    add.apply(this, args);
    if (args[0] === 'keydown') listening();
  } as Document['addEventListener'];
  try {
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await act(() => attached);
  } finally {
    if (own) document.addEventListener = add;
    else delete (document as { addEventListener?: unknown }).addEventListener;
  }
}
