/**
 * The shell's delays (spec 000 §9 and spec 001 §9: "route loading 300 ms, layout refresh 1000 ms, back fallback
 * 500 ms"), in one place: the layout, the router and the shortcuts read them from here.
 */

/** After a change of page a loading flag shows this long while the view is rebuilt (spec 000 §2.3). */
export const ROUTE_LOADING_MS = 300;

/** After the layout changes (sidebar folded, window resized, language or position switched) it re-measures this much later. */
export const LAYOUT_REFRESH_MS = 1000;

/** "Back" waits this long for the browser's history before going to the fallback page. */
export const BACK_FALLBACK_MS = 500;

/** A keyboard sequence's next key must come within this long (the shell's shortcuts: `g` then `m`). */
export const KEY_SEQUENCE_TIMEOUT_MS = 1500;
