/** Workflow statuses (spec 000 §4); a leaf module, so the resources' writes can use them without the engine. */
export const FLOW_STATUS = { saved: 0, inApproval: 1, completed: 2, rejected: 3 } as const;
