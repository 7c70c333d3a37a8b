import { compileFormula } from '../../../codecs/formula';
import type { Language } from '../../../registry';
import type { ChooseConfig } from '../../../schemas/generated/choose-config';
import type { ChooserRow } from './chooser-api';

/** A row's fields as a condition reads them: numbers and text; empty is empty text, a truth value 1 or 0. */
function valuesOf(row: ChooserRow): Record<string, number | string> {
  const values: Record<string, number | string> = {};
  for (const [name, value] of Object.entries(row)) {
    if (typeof value === 'number' || typeof value === 'string') values[name] = value;
    else if (typeof value === 'boolean') values[name] = value ? 1 : 0;
    else if (value === null || value === undefined) values[name] = '';
  }
  return values;
}

/**
 * The config's before-select hook (spec 001 §5: "a before-select hook may return a warning text"): the message of
 * the first rule whose condition holds on the row, in the user's language; null when the row may be chosen. A rule
 * that cannot run on the row (a field it lacks) stops nothing: the studio checked it over the resource's columns.
 */
export function beforeSelectWarning(config: ChooseConfig, row: ChooserRow, language: Language): string | null {
  const values = valuesOf(row);
  for (const rule of config.params.before_select ?? []) {
    try {
      if (compileFormula(rule.when, { variables: new Set(Object.keys(values)), functions: 'condition' }).evaluate(values)) {
        return language === 'en' && rule.message_en ? rule.message_en : rule.message;
      }
    } catch {
      // Not a warning: the rule says nothing about this row.
    }
  }
  return null;
}

/** The rows no before-select rule keeps out, and the first kept-out row's message (said once for the lot: 全选). */
export function selectableRows(config: ChooseConfig, rows: readonly ChooserRow[], language: Language): { allowed: ChooserRow[]; warning: string | null } {
  const allowed: ChooserRow[] = [];
  let warning: string | null = null;
  for (const row of rows) {
    const said = beforeSelectWarning(config, row, language);
    if (said === null) allowed.push(row);
    else warning ??= said;
  }
  return { allowed, warning };
}
