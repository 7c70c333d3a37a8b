import { useEffect, useState } from 'react';

/** A phone: the viewport narrower than antd's md breakpoint (768 px). The shell folds into a drawer there. */
export const PHONE_QUERY = '(max-width: 767px)';

export function usePhone(): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia(PHONE_QUERY).matches);
  useEffect(() => {
    const media = window.matchMedia(PHONE_QUERY);
    const onChange = () => setPhone(media.matches);
    onChange();
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return phone;
}
