import { useMediaQuery } from '../../renderers/core/use-mobile';

/** The system's setting asking for less motion (WCAG 2.3.3): the app's theme then has none (STILL_PLATFORM_THEME). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
