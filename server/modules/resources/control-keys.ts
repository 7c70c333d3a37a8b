/** Body keys of add, stash and update that steer the call rather than carry a field (spec 001 §4, the risk gate). */
export const CONTROL_KEYS: ReadonlySet<string> = new Set(['perms_id', 'submit_status', 'confirm_rule_code', 'confirm_token', 'pending_files']);
