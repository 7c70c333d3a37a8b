import type { HandleBody } from '../../../schemas/generated/workflow.js';
import { ApiError, Code } from '../../http/envelope.js';

type Action = HandleBody['action'];

/** Decisions that always say why: a reject and a return. */
const EXPLAINED: readonly Action[] = ['reject', 'return'];

/**
 * Whether `action` on a task of `node` needs an opinion: a reject or a return always; an approval where the
 * step says so (opinion_required 1). Transfer, add-sign and copy never do.
 */
export function opinionRequired(node: { opinion_required: number } | undefined, action: Action): boolean {
  if (EXPLAINED.includes(action)) return true;
  return action === 'approve' && Number(node?.opinion_required ?? 0) === 1;
}

/** Refuses (4400 请填写审批意见, nothing written) a decision without the opinion it needs; `opinion` is trimmed. */
export function checkOpinion(node: { opinion_required: number } | undefined, action: Action, opinion: string): void {
  if (opinion === '' && opinionRequired(node, action)) throw new ApiError(Code.BAD_REQUEST, 'workflowOpinionRequired');
}
