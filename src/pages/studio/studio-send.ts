import { useState } from 'react';
import { ApiCodeError, failureText, type RendererEnv } from '../../../registry';
import type { CheckAnswer } from '../../../schemas/generated/studio';
import { changeText, parsed } from './definition-text';
import type { useDrafts } from './use-draft';

/** Where a publish or a rollback goes, and what the studio does with its answer. */
export interface SendTo {
  env: RendererEnv;
  base: string;
  drafts: Pick<ReturnType<typeof useDrafts>, 'hold'>;
  /** Stored: the list, the drafts and the definition shown again. */
  stored(answer: CheckAnswer, name: string): Promise<void>;
  /** Refused with problems: shown under the editor. */
  refused(answer: CheckAnswer): void;
}

/**
 * Sends a publish or a rollback. Changes that touch existing data come back as needsConfirm problems: they are
 * listed in a confirmation, and confirmed the call goes again with `confirm`. Answers whether it was stored.
 */
export async function sendDefinition(to: SendTo, call: 'publish' | 'rollback', body: Record<string, unknown>, name: string): Promise<boolean> {
  const { env, base, drafts } = to;
  await drafts.hold(true);
  try {
    // The refusal is said below, once: a change to confirm is no error to toast before the question.
    const stored = await env.request<CheckAnswer>(`${base}/${call}`, { method: 'POST', body, messageHide: true, onMessage: (msg) => env.notify.success(msg) });
    await to.stored(stored, name);
    return true;
  } catch (error) {
    const refused = error instanceof ApiCodeError && error.code === 4400 ? (error.data as CheckAnswer | null) : null;
    if (!body.confirm && refused?.problems.length && refused.problems.every((p) => p.code === 'needsConfirm')) {
      const list = refused.changes.filter((c) => c.destructive).map((c) => changeText(env, c)).join('；');
      if (await env.confirm({ title: env.t('studio.confirmTitle'), content: env.t('studio.confirmDestructive', { list }) })) return sendDefinition(to, call, { ...body, confirm: true }, name);
      void drafts.hold(false);
      return false;
    }
    if (refused) to.refused(refused);
    env.notify.error(failureText(env.t, error, 'errors.system'));
    void drafts.hold(false);
    return false;
  }
}


interface PublishInput {
  sendTo: SendTo;
  nameOf(definition: unknown): string;
  /** What the editor is on: the version a publish goes over, the served one a rollback replaces. */
  editing: { name: string | null; version?: number; served?: number } | null;
  text: string;
  note: string;
}

/** 发布 (the text as JSON, over the version it started from, with the note) and 回滚 to a version (confirmed first). */
export function useStudioPublish({ sendTo, nameOf, editing, text, note }: PublishInput) {
  const { env } = sendTo;
  const [busy, setBusy] = useState(false);

  async function publish(): Promise<void> {
    const { value, problem } = parsed(env, text);
    if (problem) return;
    setBusy(true);
    try {
      await sendDefinition(sendTo, 'publish', { definition: value, ...(editing?.version ? { base_version: editing.version } : {}), ...(note.trim() ? { note: note.trim() } : {}) }, nameOf(value));
    } finally {
      setBusy(false);
    }
  }

  async function rollback(version: number): Promise<void> {
    if (!editing?.name || !(await env.confirm({ content: env.t('studio.rollbackConfirm', { version }) }))) return;
    await sendDefinition(sendTo, 'rollback', { name: editing.name, version, base_version: editing.served }, editing.name);
  }

  return { busy, publish, rollback };
}
