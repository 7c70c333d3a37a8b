import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText, type RendererEnv } from '../../registry';

/** The views' loading flag clears this long after a call (spec 001 §9). */
export const VIEW_BUSY_CLEAR_MS = 500;

/** A views call: its answer's data, or null once its failure was told (the failure's own message, else `failureKey`'s). */
export type ViewCall = <T>(url: string, body: unknown, failureKey: string) => Promise<{ data: T } | null>;

/**
 * The views' calls and their loading flag (spec 001 §9: it clears 500 ms after a call), and whether the list is
 * still mounted (an answer arriving after it left changes nothing).
 */
export function useViewCall(env: RendererEnv): { busy: boolean; call: ViewCall; mounted: { readonly current: boolean } } {
  const [busy, setBusy] = useState(false);
  const clearBusy = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
      clearTimeout(clearBusy.current);
    },
    [],
  );
  const call = useCallback(
    async <T,>(url: string, body: unknown, failureKey: string): Promise<{ data: T } | null> => {
      clearTimeout(clearBusy.current);
      setBusy(true);
      try {
        return { data: await env.request<T>(url, { method: 'POST', body, messageHide: true }) };
      } catch (failure) {
        env.notify.error(failureText(env.t, failure, failureKey));
        return null;
      } finally {
        // The views' loading flag clears 500 ms after use (spec 001 §9).
        clearBusy.current = setTimeout(() => {
          if (mounted.current) setBusy(false);
        }, VIEW_BUSY_CLEAR_MS);
      }
    },
    [env],
  );

  return { busy, call, mounted };
}
