/**
 * Workflow statuses (spec 000 §4: 0 saved, 1 in approval, 2 completed, 3 rejected), plus 5 returned: sent back
 * to its creator to change and submit again. 5, not 4, so it reads the same as the document state it gives
 * (DOC_STATUS.returned; 4 is the document's 已作废). A leaf module, so the resources' writes can use them
 * without the engine.
 */
export const FLOW_STATUS = { saved: 0, inApproval: 1, completed: 2, rejected: 3, returned: 5 } as const;

/** Flows back with their creator (the flow_back counter counts them): rejected or returned. */
export const SENT_BACK: readonly number[] = [FLOW_STATUS.rejected, FLOW_STATUS.returned];
