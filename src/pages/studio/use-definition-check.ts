import { useCallback, useEffect, useMemo, useState } from 'react';
import type { RendererEnv } from '../../../registry';
import type { CheckAnswer } from '../../../schemas/generated/studio';
import { parsed } from './definition-text';
import type { PointedProblem } from './JsonEditor';

/** How long after the last key the text is checked on the server. */
export const CHECK_DELAY_MS = 600;

/**
 * The definition's text checked as it is typed: a text that is no JSON is its own problem at once; JSON goes to the
 * server's check a moment after the last key, which answers every problem with its JSON path and what publishing
 * would change. `checked` is the last text the server found no problem in, as a value (what the preview shows).
 */
export function useDefinitionCheck(env: RendererEnv, base: string, editing: unknown, text: string) {
  const [answer, setAnswer] = useState<CheckAnswer | null>(null);
  const [checked, setChecked] = useState<unknown>(null);
  const [syntax, setSyntax] = useState<PointedProblem | null>(null);
  // The text is checked on the server a moment after the last key: every problem with its JSON path, and the changes.
  useEffect(() => {
    if (!editing) return;
    const { value, problem } = parsed(env, text);
    setSyntax(problem ?? null);
    if (problem) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      env
        .request<CheckAnswer>(`${base}/check`, { method: 'POST', body: { definition: value, confirm: true }, signal: controller.signal, messageHide: true })
        .then((found) => {
          setAnswer(found);
          if (found.problems.length === 0) setChecked(value);
        })
        .catch(() => undefined);
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [env, base, editing, text]);

  const problems: PointedProblem[] = useMemo(() => (syntax ? [syntax] : (answer?.problems ?? [])), [syntax, answer]);
  /** Forgets the last answer (another definition opened). */
  const forget = useCallback(() => {
    setAnswer(null);
    setChecked(null);
  }, []);
  return { answer, setAnswer, checked, syntax, problems, forget };
}
