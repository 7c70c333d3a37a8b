import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * A popup's trigger drawn as light markup until the pointer or the keyboard comes near it, then inside antd's popup
 * (a table mounted a popup per row or header otherwise). `arm` mounts the popup at once, so the click that follows
 * lands on its trigger (drawn anew inside it), and gives the trigger its focus back if it had it.
 */
export function useArmed<T extends HTMLElement>(): { armed: boolean; arm(): void; trigger: React.RefObject<T> } {
  const [armed, setArmed] = useState(false);
  const trigger = useRef<T>(null);
  const arm = () => {
    if (armed) return;
    const focused = trigger.current !== null && document.activeElement === trigger.current;
    flushSync(() => setArmed(true));
    if (focused) trigger.current?.focus();
  };
  return { armed, arm, trigger };
}
