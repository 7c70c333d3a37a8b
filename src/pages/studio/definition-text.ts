import type { RendererEnv } from '../../../registry';
import type { DefinitionChange } from '../../../schemas/generated/studio';
import type { PointedProblem } from './JsonEditor';

/** One change as a line of text. */
export function changeText(env: RendererEnv, change: DefinitionChange): string {
  const kind = change.kind === 'update' && change.field ? 'updateField' : change.kind;
  const field = change.child && change.field ? `${change.child}.${change.field}` : (change.field ?? '');
  return env.t(`studio.kind_${kind}`, { field, child: change.child ?? '', from: change.from ?? '', to: change.to ?? '', key: change.key ?? '' });
}

/** The text as JSON, or the parse error as a problem of the whole text. */
export function parsed(env: RendererEnv, text: string): { value?: unknown; problem?: PointedProblem } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { problem: { path: '', message: env.t('studio.notJson', { reason: error instanceof Error ? error.message : String(error) }) } };
  }
}

/** The notes the platform writes itself (the seed's, the studio's backfill), in the user's language; a person's note as written. */
const SYSTEM_NOTES: Readonly<Record<string, string>> = { 'built-in': 'studio.noteBuiltIn', 'built-in update': 'studio.noteBuiltInUpdate', existing: 'studio.noteExisting' };
export function systemNote(env: { t(key: string): string }, note: string | null | undefined): string | null | undefined {
  return note && SYSTEM_NOTES[note] ? env.t(SYSTEM_NOTES[note]) : note;
}

