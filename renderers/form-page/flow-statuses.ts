/**
 * Workflow statuses (spec 000 §4: 0 saved, 1 in approval, 2 completed, 3 rejected), plus 5 returned: sent back
 * to its creator to change and submit again (退回, not a rejection; the same number as the document state).
 */
export const FLOW_STATUS = { saved: 0, inApproval: 1, completed: 2, rejected: 3, returned: 5 } as const;

/** The antd Tag colour of a workflow status. */
export const FLOW_COLORS: Readonly<Record<number, string>> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error', 5: 'warning' };

/** Flow-log statuses: an approver's action (1-6) or an event of the flow (7 submitted, 8 resubmitted, 9 recalled). */
export const LOG_STATUS = { approved: 1, rejected: 2, returned: 3, submitted: 7, resubmitted: 8, recalled: 9 } as const;

/** The timeline colour of a flow-log entry: approved green, rejected red, returned orange, events grey, the rest blue. */
export function logColor(status: number): string {
  if (status === LOG_STATUS.approved) return 'green';
  if (status === LOG_STATUS.rejected) return 'red';
  if (status === LOG_STATUS.returned) return 'orange';
  return status >= LOG_STATUS.submitted ? 'gray' : 'blue';
}

/** Server times are UTC `YYYY-MM-DD HH:mm:ss`; the log shows them in the reader's local time. */
export function localStamp(stamp: string | null): string {
  if (!stamp) return '';
  const at = new Date(`${stamp.replace(' ', 'T')}Z`);
  if (Number.isNaN(at.getTime())) return stamp;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
