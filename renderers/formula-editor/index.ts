import type { RendererDefinition } from '../../registry';

export { formulaOfItems, itemsOfFormula, type FormulaItem } from './formula-items';

export const formulaEditorRenderer: RendererDefinition = {
  type: 'formula-editor',
  loadValidator: () => import('../../schemas/generated/validators/formula-editor'),
  load: () => import('./FormulaEditor'),
};
