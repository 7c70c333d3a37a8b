import type { RendererDefinition } from '../../registry';

export const editableTableRenderer: RendererDefinition = {
  type: 'editable-table',
  loadValidator: () => import('../../schemas/generated/validators/editable-table'),
  load: () => import('./EditableTable'),
};
