import type { DefinitionProblem } from '../../../schemas/generated/studio.js';
import type { Language } from '../../http/messages.js';
import { studioValidator } from './check.js';
import { schemaProblem } from './problems.js';

/** Validation problems of `value` against the schema `id`, their paths under `base` in the page definition. */
function validated(id: string, value: unknown, base: string, language: Language): DefinitionProblem[] {
  const validate = studioValidator(id);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => {
    const found = schemaProblem(language, error);
    return { ...found, path: `${base}${found.path}` };
  });
}

/**
 * A page's func_config, checked with the schema of what the page compiler reads (func-config.schema.json): an
 * unknown key, a table renderer there is none of, a chart of a kind no renderer draws, every problem at its JSON
 * path in the page definition. The compiled page (a form's Formily schema among it) is checked by page-compiled.ts.
 */
export function checkFuncConfig(config: unknown, language: Language): DefinitionProblem[] {
  return validated('func-config.schema.json', config, '/func_config', language);
}

/** The keys of a button's func_config the page compiler lifts onto the toolbar button (compile-list-parts.ts). */
const BUTTON_RULES = ['hideWhen', 'disableWhen'] as const;

/**
 * A button's func_config checked with the toolbar renderer's own definitions (its slots): its judge rules as
 * ButtonRule, each jump as JumpConfig, the action's settings as ButtonConfig, at their paths in the page definition.
 */
export function checkButtonConfig(config: unknown, base: string, language: Language): DefinitionProblem[] {
  if (config === undefined) return [];
  if (config === null || typeof config !== 'object' || Array.isArray(config)) return validated('toolbar.schema.json#/definitions/ButtonConfig', config, base, language);
  const problems: DefinitionProblem[] = [];
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) {
    if ((BUTTON_RULES as readonly string[]).includes(key)) problems.push(...validated('toolbar.schema.json#/definitions/ButtonRule', value, `${base}/${key}`, language));
    else if (key === 'jump_config') {
      if (!Array.isArray(value)) problems.push(...validated('toolbar.schema.json#/definitions/ToolbarButtonSchema/properties/jump_config', value, `${base}/${key}`, language));
      else value.forEach((jump, i) => problems.push(...validated('toolbar.schema.json#/definitions/JumpConfig', jump, `${base}/${key}/${i}`, language)));
    } else if (key !== 'group' && key !== 'searchType' && key !== 'label') rest[key] = value;
  }
  problems.push(...validated('toolbar.schema.json#/definitions/ButtonConfig', rest, base, language));
  return problems;
}
