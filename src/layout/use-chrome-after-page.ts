import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the layout draws its sidebar and header actions yet: not in its first render, in a transition right after.
 * The page is what the user came for; drawn in the same render as the sidebar's menu and the header's positions,
 * counts and buttons, a cold start's list table waited for them (bench/page-open, docs/decisions.md "The layout's
 * chrome after the page"). Until then the layout draws their frame (the sidebar's width, the header's height), so
 * nothing moves when they come.
 */
export function useChromeAfterPage(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  return drawn;
}
