import type { RendererRegistry } from '../../registry';

export type HttpMethod = 'GET' | 'POST';

export interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Do not toast the server's error message (spec 000 §8 messageHide). */
  messageHide?: boolean;
  signal?: AbortSignal;
}

export interface ConfirmOptions {
  title?: string;
  content: string;
  okText?: string;
  cancelText?: string;
}

/** Everything a renderer may touch of the world. Stories and tests pass a fake one. */
export interface RendererEnv {
  /** Calls the API; resolves with the envelope's `data`, rejects on any non-success code. */
  request<T = unknown>(url: string, options?: RequestOptions): Promise<T>;
  navigate(to: string): void;
  notify: {
    success(text: string): void;
    error(text: string): void;
    warning(text: string): void;
  };
  confirm(options: ConfirmOptions): Promise<boolean>;
  t(key: string, params?: Record<string, unknown>): string;
  language: 'en' | 'zh';
  /** Whether the current user may do `action` (a button flag) on the page `resource` (a menu id). */
  can(action: string, resource?: number): boolean;
  registry: RendererRegistry;
}
