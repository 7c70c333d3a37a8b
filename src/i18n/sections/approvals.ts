import type { Section } from './section';

/** The approval centre (issue 9): /approve, /mobileApproveList and the message centre's workflow tab; keys `approvals.<key>`. */
export const approvals: Section = {
  zh: {
    title: '审批列表',
    tabs: { pending: '待审批', approved: '已审批' },
    otherGroup: '其他',
    status: { 0: '待审批', 1: '已通过', 2: '已驳回', 3: '已退回', 4: '已转交', 5: '已加签', 6: '已抄送', 7: '已提交', 8: '已重新提交', 9: '已撤回' },
    node: '节点：{{name}}',
    field: '{{label}}：',
    creator: '发起人：{{name}}',
    updated: '更新时间：{{time}}',
    count: '{{count}} 条',
    empty: '暂无数据',
    failed: '数据加载失败',
    retry: '重试',
    back: '返回',
    noForm: '没有可以显示该单据的表单，或您没有它的权限',
  },
  en: {
    title: 'Approval list',
    tabs: { pending: 'Pending', approved: 'Approved' },
    otherGroup: 'Other',
    status: { 0: 'Pending', 1: 'Approved', 2: 'Rejected', 3: 'Returned', 4: 'Transferred', 5: 'Signer added', 6: 'Copied', 7: 'Submitted', 8: 'Resubmitted', 9: 'Recalled' },
    node: 'Step: {{name}}',
    field: '{{label}}: ',
    creator: 'Submitted by: {{name}}',
    updated: 'Updated: {{time}}',
    count: '{{count}} items',
    empty: 'No data',
    failed: 'Failed to load data',
    retry: 'Try again',
    back: 'Back',
    noForm: 'No form shows this document, or you may not open it',
  },
};
