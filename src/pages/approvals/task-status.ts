/** Flow-log statuses 0..6 (spec 000 §4): pending, approved, rejected, returned, transferred, added-sign, copied. */
export const TASK_STATUSES = [0, 1, 2, 3, 4, 5, 6] as const;

const COLORS: Record<number, string> = {
  0: 'processing',
  1: 'success',
  2: 'error',
  3: 'warning',
  4: 'purple',
  5: 'cyan',
  6: 'default',
};

/** The i18n key of a flow-log status's label. */
export function taskStatusKey(status: number): string {
  return `approvals.status.${(TASK_STATUSES as readonly number[]).includes(status) ? status : 0}`;
}

/** The antd Tag colour of a flow-log status. */
export function taskStatusColor(status: number): string {
  return COLORS[status] ?? 'default';
}

/** The centre's two tabs (spec 000 §4): pending covers status 0, approved 1 to 6 (newest update first). */
export type TaskTab = 'pending' | 'approved';
