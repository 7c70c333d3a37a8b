import type { RendererDefinition } from '../../registry';
import { LINES_COMPONENT } from '../core/form-files';

export const editableTableRenderer: RendererDefinition = {
  type: 'editable-table',
  loadValidator: () => import('../../schemas/generated/validators/editable-table'),
  load: () => import('./EditableTable'),
  // A document's lines as a form field.
  parts: { [LINES_COMPONENT]: () => import('./lines-field').then((module) => ({ default: module.LinesField })) },
};
