import type { Kysely, Selectable } from 'kysely';
import type { MessageItem, MessageKind } from '../../../schemas/generated/message.js';
import type { Database, MessageTable } from '../../db/tables.js';
import type { Language } from '../../http/messages.js';
import { isMessageTemplate, renderMessage, type MessageParams } from './texts.js';

/** The kinds the message centre lists as messages; 待审批 (workflow) lists the approval centre's tasks instead. */
export const LISTED_KINDS: readonly MessageKind[] = ['inhand', 'notice', 'alarm', 'flow_back'];

/**
 * A user's messages of one kind: the one query behind both a tab's list (message/index) and its badge
 * (counts.ts counts the unread rows of it), so a badge is always what its list holds unread.
 */
export function messagesOf(db: Kysely<Database>, userId: number, kind: MessageKind) {
  return ownMessages(db, userId).where('kind', '=', kind);
}

/** Every message of a user (the base of messagesOf; counts.ts groups its unread rows by kind in one query). */
export function ownMessages(db: Kysely<Database>, userId: number) {
  return db.selectFrom('messages').where('user_id', '=', userId);
}

export const ITEM_COLUMNS = ['id', 'kind', 'title', 'content', 'link', 'template', 'params', 'status', 'created_at'] as const;
export type ItemRow = Pick<Selectable<MessageTable>, (typeof ITEM_COLUMNS)[number]>;

function paramsOf(text: string | null): MessageParams | null {
  try {
    const parsed: unknown = text === null ? null : JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as MessageParams) : null;
  } catch {
    return null;
  }
}

/** A row as the browser gets it: a templated message in the reader's language, else its stored text. */
export function toItem(row: ItemRow, language: Language): MessageItem {
  const params = paramsOf(row.params);
  const text = isMessageTemplate(row.template) && params ? renderMessage(row.template, params, language) : { title: row.title, content: row.content };
  return { id: row.id, kind: row.kind as MessageKind, title: text.title, content: text.content, link: row.link, status: row.status === 0 ? 0 : 1, created_at: row.created_at };
}

/** One page of a kind's messages, unread first, newest first, with the list's total and its unread count. */
export async function messagePage(db: Kysely<Database>, userId: number, kind: MessageKind, page: number, limit: number, language: Language) {
  const base = messagesOf(db, userId, kind);
  const [rows, count] = await Promise.all([
    base.select([...ITEM_COLUMNS]).orderBy('status').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
    base
      .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.sum<number>(eb.case().when('status', '=', 0).then(1).else(0).end()).as('unread')])
      .executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map((row) => toItem(row, language)), total: Number(count.total), unread: Number(count.unread ?? 0) };
}
