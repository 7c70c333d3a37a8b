/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The formula editor (spec 001 screen 18, §3 'Formula item': type 1 variable, 2 symbol): a formula built from variables and operators as items, plus numbers; checked with every variable 1 (the shared evaluator). In a dialog 确定 closes it with the formula text.
 */
export interface FormulaEditorSchema {
  type: 'formula-editor';
  variables: {
    key: string;
    label: string;
    labelEn?: string;
  }[];
  /**
   * The formula it starts with
   */
  value?: string;
}
