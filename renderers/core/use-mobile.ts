import { useEffect, useState } from 'react';

/**
 * Phones (spec 001 screen 20 hides some panels there; the shell folds into a drawer): the viewport narrower
 * than antd's md breakpoint. The one phone test of renderers and shell (src may import renderers, not back).
 */
export const MOBILE_QUERY = '(max-width: 767px)';

export function useMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

/** Whether a media query matches, kept as it changes (the window resized, the system's setting changed). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const onChange = () => setMatches(media.matches);
    // It may have changed between the first render and this effect.
    onChange();
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/** The width of a form's labels, and of a record page's (spec 001 §9: 160 px, 110 on a phone). */
export function formLabelWidth(mobile: boolean): number {
  return mobile ? 110 : 160;
}
