import type { Section } from './section';

/** The approval panel's decisions and flow log (issue 20: approvals a manager trusts); keys `decision.<key>`. */
export const decision: Section = {
  zh: {
    title: { approve: '确认同意', reject: '确认驳回', return: '确认退回' },
    outcome: {
      approve: '同意后，单据进入下一审批步骤；没有下一步骤时审批完成。',
      reject: '驳回后，本次审批结束，单据状态为“已驳回”。',
      return: '退回后，单据回到上一审批步骤重新审批；在第一个步骤退回时，单据回到发起人处修改后重新提交，状态为“已退回”（不是驳回）。',
    },
    opinionOptional: '审批意见（选填）',
    opinionRequired: '请填写审批意见（必填）',
    stepRequires: '该审批步骤要求填写审批意见',
    opinionLabel: '意见：',
    heldBy: '当前处理人：{{names}}',
    since: '自 {{time}} 起',
    returnedHint: '单据已退回发起人：修改后可重新提交审批。',
  },
  en: {
    title: { approve: 'Approve this document?', reject: 'Reject this document?', return: 'Return this document?' },
    outcome: {
      approve: 'Approving moves the document to the next approval step, or completes the approval when there is none.',
      reject: 'Rejecting ends this approval; the document becomes “Rejected”.',
      return:
        'Returning sends the document back to the previous approval step; at the first step it goes back to its creator to change and submit again, as “Returned” (not a rejection).',
    },
    opinionOptional: 'Opinion (optional)',
    opinionRequired: 'Opinion (required)',
    stepRequires: 'This approval step requires an opinion',
    opinionLabel: 'Opinion: ',
    heldBy: 'With: {{names}}',
    since: 'since {{time}}',
    returnedHint: 'The document was returned to its creator: it can be changed and submitted again.',
  },
};
