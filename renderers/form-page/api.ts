import type { FormPageSchema } from '../../schemas/generated/form-page';

/** The calls of the form page (spec 001 §7 form, flow and workflow calls). */
export const WORKFLOW = {
  tplByLabel: '/api/base/workflowtpl/detailbylabel',
  data: '/api/base/workflowdata',
  nextFlow: '/api/base/workflow/nextFlow',
  submitFlow: '/api/base/workflow/submitFlow',
  recall: '/api/base/workflow/recall',
  handle: '/api/base/workflow/handle',
  flowLog: '/api/base/workflow/executedFlowList',
  /** One workflow record with its log and the tasks pending now (the approval panel). */
  flowRecord: '/api/base/workflow/detail',
  taskList: '/api/base/workflow/taskList',
} as const;

/** Where a form's record is read and written: `{resource}/detail|add|update|stash`. */
export function resourceCall(schema: FormPageSchema, call: 'detail' | 'add' | 'update' | 'stash'): string {
  return `${schema.resource}/${call}`;
}

/** A stored record as the detail call answers it. */
export type FormRecord = Record<string, unknown> & { id?: number };
