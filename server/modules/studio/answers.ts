import type { CheckAnswer, DefinitionChange, DefinitionProblem } from '../../../schemas/generated/studio.js';
import { Code } from '../../http/envelope.js';
import { message, type Language } from '../../http/messages.js';

/** The envelope of a refused definition: 4400 naming its kind (`what`), every problem with its path in `data`. */
export function refused(language: Language, problems: DefinitionProblem[], changes: DefinitionChange[], what: Readonly<Record<Language, string>>) {
  const data: CheckAnswer = { problems, changes };
  return { code: Code.BAD_REQUEST, msg: message(language, 'definitionRefused', { count: problems.length, what }), data };
}

/** Is the error a versions table's (name, version) constraint: another publish of the same version won. */
export function isVersionTaken(error: unknown): boolean {
  const text = error instanceof Error ? error.message : '';
  return (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505') || /UNIQUE constraint failed: definition_versions/.test(text);
}
