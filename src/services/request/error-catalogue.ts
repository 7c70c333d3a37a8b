/**
 * Spec 000 §8 in one place: what each answer of the server means for the caller and the user. Pure, so
 * every row is tested without a browser; client.ts carries out the outcome.
 */

export interface Envelope {
  code: number;
  msg?: string;
  data?: unknown;
}

/** One item of a risk-control result (spec 000 §3). */
export interface RiskItem {
  id: number | string;
  prompt_content_result: string;
  trigger_control_type: 'block' | 'warning' | string;
}

export type Outcome =
  | { kind: 'ok' }
  /** 4000: the re-login dialog, then the original request again. */
  | { kind: 'relogin-then-retry' }
  /** 4001-4010, 4101 (and 50008/50012/50014 on account/info): the confirm offering 重新登录 or 取消. */
  | { kind: 'logged-out'; text: string | null }
  /** 3010: each breakdown then each warning item, tagged 阻断 / 警告 with the rule id; rejected. */
  | { kind: 'risk-blocked'; items: RiskItem[] }
  /** 2888: warnings the caller asks the user to confirm; no toast, rejected to the caller. */
  | { kind: 'risk-warning' }
  /** 9999: 修改密码 alert, then the find-password page. */
  | { kind: 'password-expired'; text: string | null }
  /** Another code with a message: an error toast for 5 s (none with messageHide); rejected. */
  | { kind: 'toast'; text: string }
  /** Another code with a message, with messageHide: rejected silently. */
  | { kind: 'silent' }
  /** Another code without a message: the answer comes back to the caller, with its headers. */
  | { kind: 'with-headers' };

const LOGGED_OUT = new Set([4001, 4002, 4003, 4004, 4005, 4006, 4007, 4008, 4009, 4010, 4101]);
const LOGGED_OUT_ON_INFO = new Set([50008, 50012, 50014]);
const INFO_PATH = /\/account\/info$/;

/** The spec's message template. */
export function codeMessage(msg: string, code: number): string {
  return `${msg}（code: ${code}）`;
}

function riskItems(data: unknown): RiskItem[] {
  const lists = (data ?? {}) as { breakdown?: unknown; warning?: unknown };
  const list = (value: unknown) => (Array.isArray(value) ? (value as RiskItem[]) : []);
  return [...list(lists.breakdown), ...list(lists.warning)];
}

export function classify(envelope: Envelope, context: { path: string; messageHide?: boolean }): Outcome {
  const { code } = envelope;
  const msg = envelope.msg ? envelope.msg : null;
  if (code === 2888) return { kind: 'risk-warning' };
  if (code >= 2000 && code <= 2999) return { kind: 'ok' };
  if (code === 4000) return { kind: 'relogin-then-retry' };
  if (LOGGED_OUT.has(code) || (LOGGED_OUT_ON_INFO.has(code) && INFO_PATH.test(context.path))) return { kind: 'logged-out', text: msg };
  if (code === 3010) return { kind: 'risk-blocked', items: riskItems(envelope.data) };
  if (code === 9999) return { kind: 'password-expired', text: msg };
  if (!msg) return { kind: 'with-headers' };
  return context.messageHide ? { kind: 'silent' } : { kind: 'toast', text: codeMessage(msg, code) };
}
