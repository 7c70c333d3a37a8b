import constants from '../../schemas/constants.json';

/**
 * The list's timings of spec 001 §9, in one place (their values in schemas/constants.json, beside the other
 * debounces): a change of the search reloads the list 50 ms later (the changes of one gesture are one call); a list
 * that draws its rows a batch at a time (lazy loading) draws the next batch by itself after 2000 ms without the
 * user scrolling to it.
 */
export const SEARCH_RELOAD_DEBOUNCE_MS = constants.searchReloadDebounceMs;
export const LAZY_LOAD_WAIT_MS = constants.lazyLoadWaitMs;
