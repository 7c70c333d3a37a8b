import type { Language } from './language';
import type { RendererRegistry } from './renderer-registry';

export type HttpMethod = 'GET' | 'POST';

export interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Do not toast the server's error message: the caller shows it itself (spec 000 §8 messageHide). */
  messageHide?: boolean;
  signal?: AbortSignal;
  /** GET only: identical calls within this many ms share one answer (spec 000 §4). */
  cacheTimer?: number;
  /** GET only: asked of the server now, never answered by a call started before (a refresh the user asked for). */
  fresh?: boolean;
  /** 'blob' for downloads: the file comes back as a Blob, not an envelope. */
  responseType?: 'json' | 'blob';
  /** Hears the envelope's `msg` of a success (an interface button shows it, spec 001 §7). */
  onMessage?: (msg: string) => void;
}

/** A multipart upload: progress as bytes sent of the total (0 when unknown), and a signal to cancel it. */
export interface UploadOptions {
  onProgress?(loaded: number, total: number): void;
  signal?: AbortSignal;
  messageHide?: boolean;
  /** Hears the envelope's `msg` of a success. */
  onMessage?: (msg: string) => void;
  /** Sends the session's timestamp and signature headers whatever the address (spec 001 §10: the upload button's). */
  signed?: boolean;
}

export interface ConfirmOptions {
  title?: string;
  content: string;
  okText?: string;
  cancelText?: string;
  /** Cancelling says nothing (otherwise it shows 已取消, spec 000 §8). */
  quiet?: boolean;
}

/** A rejected call: the server answered a non-success code, or there was no answer (negative codes). */
export class ApiCodeError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** The signed-in user in their current position, as forms need them (creator defaults, submit confirmations). */
export interface EnvUser {
  id: number;
  name: string;
  orgId: number;
  orgName: string;
  positionName: string;
  /** How many positions the user holds: with several, a submit asks which one it is made as. */
  positionCount: number;
}

/** One page's memory in this tab (env.pageMemory): the last value written, or undefined. */
export interface PageMemory {
  read(): unknown;
  write(value: unknown): void;
}

/**
 * The meta of the route a page is shown under (spec 000 §3: route-like nodes use name, meta, href, path, disabled):
 * what a renderer may know of the menu route that shows it.
 */
export interface RouteMeta {
  /** The permission (menu) id: a table without one of its own keeps its settings under it (spec 001 §2). */
  id: number;
  /** The menu's name, and its English name when it has one. */
  title: string;
  titleEn?: string;
  /** An approval page (a route under /approve): a form shows its approval information, with no toggle to hide it (spec 001 §2). */
  isApprove: boolean;
  /** The page stays mounted when left (keep_alive). */
  keepAlive: boolean;
  /** Not listed in the sidebar (type 3, or show_in_sidebar 0): reached by address only. */
  hidden: boolean;
}

/** Everything a renderer may touch of the world. The app passes the real one; stories and tests a fake. */
export interface RendererEnv {
  /**
   * Calls the API; resolves with the envelope's `data`, rejects with ApiCodeError on any non-success code. Identical
   * GETs under way share one call (unless `fresh`): a renderer whose render React discards and starts again asks once.
   */
  request<T = unknown>(url: string, options?: RequestOptions): Promise<T>;
  /**
   * Sends a multipart form (a file upload) with progress; resolves with the envelope's `data` as `request`
   * does. Without it (stories, tests that do not upload) there is no upload.
   */
  upload?<T = unknown>(url: string, form: FormData, options?: UploadOptions): Promise<T>;
  navigate(to: string): void;
  /**
   * The address `navigate(to)` would open (sealed for the user when the shell seals queries), for an `a[href]`
   * that opens in a new tab, middle-clicks and copies like any link. Without it (stories, tests) `to` itself.
   */
  href?(to: string): string;
  /**
   * A memory of the page at the current address for this browser tab, under `name` (read and written while the
   * page is open; bound to the address when called): a list page keeps its place in it (conditions, page, sort,
   * scroll) for the user's way back from a record. Forgotten when the page is opened afresh from the sidebar,
   * on a reload, sign-out or position switch. Without it (stories, tests) nothing is kept.
   */
  pageMemory?(name: string): PageMemory;
  /**
   * The answer of a GET the shell prefetched (a page's opening calls) if it has already arrived, taken now,
   * once: a renderer starts from it in its first render instead of rendering a loading state first and again
   * when its request answers. Undefined when there is none (not prefetched, in flight, failed, stale);
   * without it (stories, tests) there never is, and the renderer asks as usual.
   */
  arrived?<T = unknown>(url: string, query?: Record<string, unknown>): T | undefined;
  /**
   * The current route's query, opened (the shell seals queries per user, spec 000 §2.3): what a list page
   * reads its URL presets from. Without it (stories, tests) renderers read the plain address.
   */
  routeQuery?(): URLSearchParams;
  /**
   * The meta of the menu route the page is shown under (its permission id, whether it is an approval page). Absent
   * outside a menu's route (stories, tests, the shell's own pages).
   */
  routeMeta?: RouteMeta;
  /**
   * Closes the page's own window when it has one (opened as a new tab or window, or embedded by another
   * application: from_app_id) and says whether it did; false leaves the caller to go back instead. Without it
   * (stories, tests) nothing closes.
   */
  closeWindow?(): boolean;
  /**
   * Whether a feature flag of the front configuration is on (spec 000 §1: invoice_split, sales_chance_flow,
   * route_query_encryption, api_encryption; on unless the server says 0). Without it (stories, tests) every
   * flag reads on.
   */
  feature?(name: string): boolean;
  /** The signed-in user (null when nobody is); stories and tests may leave it out. */
  user?(): EnvUser | null;
  /**
   * While `text` is set, leaving the page (a link, the sidebar, closing the tab) asks first with it: the
   * dirty-form warning (spec 001 §4). null lifts it. Without it (stories, tests) nothing guards.
   */
  guardLeave?(text: string | null): void;
  notify: {
    success(text: string): void;
    error(text: string): void;
    warning(text: string): void;
  };
  confirm(options: ConfirmOptions): Promise<boolean>;
  t(key: string, params?: Record<string, unknown>): string;
  language: Language;
  /** Whether the current user may do `action` (a button flag) on the page `resource` (a menu id). */
  can(action: string, resource?: number): boolean;
  registry: RendererRegistry;
}

/** The text of a failed call, for the one place that shows it: the server's message with its code, else a default. */
export function failureText(t: RendererEnv['t'], error: unknown, fallbackKey: string): string {
  if (error instanceof ApiCodeError && error.code > 0 && error.message) return `${error.message}（code: ${error.code}）`;
  if (error instanceof ApiCodeError && error.code < 0) return t(error.message === 'network' ? 'errors.network' : 'errors.system');
  return t(fallbackKey);
}
