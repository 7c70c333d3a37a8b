import { useEffect, useState } from 'react';

/** Phones (spec 001 screen 20 hides some panels there): the viewport narrower than antd's md breakpoint. */
export const MOBILE_QUERY = '(max-width: 767px)';

export function useMobile(): boolean {
  const [mobile, setMobile] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const media = window.matchMedia(MOBILE_QUERY);
    const onChange = () => setMobile(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return mobile;
}
