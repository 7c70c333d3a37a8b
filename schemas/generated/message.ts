/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The counters listed as messages: 在办, 通知, 预警, 退回. 待审批 (workflow) lists the approval centre's pending tasks (workflow/taskList).
 *
 * This interface was referenced by `MessageItem`'s JSON-Schema
 * via the `definition` "MessageKind".
 */
export type MessageKind = 'inhand' | 'notice' | 'alarm' | 'flow_back';

/**
 * A message of the message centre (spec 000 §1) as GET /api/access/message/index lists it, in the reader's language: what happened (title, content), the in-app address it opens (link; '' opens nothing) and status 0 unread, 1 read. Server times are UTC 'YYYY-MM-DD HH:mm:ss'.
 */
export interface MessageItem {
  id: number;
  kind: MessageKind;
  title: string;
  content: string;
  link: string;
  status: 0 | 1;
  created_at: string;
}
/**
 * GET message/index: one page of the caller's messages of a kind, unread first, newest first.
 *
 * This interface was referenced by `MessageItem`'s JSON-Schema
 * via the `definition` "MessageIndexQuery".
 */
export interface MessageIndexQuery {
  kind: MessageKind;
  page?: number;
  limit?: number;
}
/**
 * A page of messages, the list's total and how many of it are unread (what the kind's badge shows).
 *
 * This interface was referenced by `MessageItem`'s JSON-Schema
 * via the `definition` "MessageIndexAnswer".
 */
export interface MessageIndexAnswer {
  data: MessageItem[];
  total: number;
  unread: number;
}
/**
 * POST message/read: marks the caller's own messages read; other users' ids change nothing.
 *
 * This interface was referenced by `MessageItem`'s JSON-Schema
 * via the `definition` "MessageReadBody".
 */
export interface MessageReadBody {
  /**
   * @minItems 1
   * @maxItems 1000
   *
   * Items: A row id: PostgreSQL integer range
   */
  ids: number[];
}
/**
 * POST message/open: opens one of the caller's messages (4404 when there is none, 4403 when it is another user's) and marks it read.
 *
 * This interface was referenced by `MessageItem`'s JSON-Schema
 * via the `definition` "MessageOpenBody".
 */
export interface MessageOpenBody {
  /**
   * A row id: PostgreSQL integer range
   */
  id: number;
}
/**
 * The opened message (read now) and the caller's counters after it.
 *
 * This interface was referenced by `MessageItem`'s JSON-Schema
 * via the `definition` "MessageOpenAnswer".
 */
export interface MessageOpenAnswer {
  message: MessageItem;
  counts: MessageCounts;
}
/**
 * The five counters of the message centre (constants.json messageKinds).
 */
export interface MessageCounts {
  workflow: number;
  inhand: number;
  notice: number;
  alarm: number;
  flow_back: number;
}
