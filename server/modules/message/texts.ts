import type { Language } from '../../http/messages.js';

/** A template's values: text and numbers only (stored as JSON in messages.params). */
export type MessageParams = Readonly<Record<string, string | number>>;

type Text = (p: MessageParams) => string;

/** An opinion line, only when there is one. */
const opinionZh = (p: MessageParams) => (p.opinion ? `意见：${p.opinion}` : '');
const opinionEn = (p: MessageParams) => (p.opinion ? ` Opinion: ${p.opinion}` : '');
/** "王建国（公司总经理审批）" / "王建国 (公司总经理审批)": who decided, at which step when known. */
const byZh = (p: MessageParams) => (p.node ? `${p.actor}（${p.node}）` : String(p.actor));
const byEn = (p: MessageParams) => (p.node ? `${p.actor} (${p.node})` : String(p.actor));
/** An export that wrote another number of rows than the list had when it began (rows changed meanwhile). */
const shortOf = (p: MessageParams) => p.expected !== undefined && Number(p.expected) !== Number(p.rows);

/**
 * Every message the server writes, in both languages: the workflow's outcomes and copies (notify.ts) and the
 * demo's seeded messages (server/db/seed/messages.ts). A message stores its template and values, so each
 * reader sees it in their own language; title and content also keep the Chinese text.
 */
export const MESSAGE_TEXTS = {
  flowApproved: {
    zh: { title: (p) => `审批通过：${p.title}`, content: (p) => `您提交的《${p.title}》已审批通过，最后一步由${byZh(p)}同意。${opinionZh(p)}` },
    en: { title: (p) => `Approved: ${p.title}`, content: (p) => `Your "${p.title}" has been approved; ${byEn(p)} gave the final approval.${opinionEn(p)}` },
  },
  flowRejected: {
    zh: { title: (p) => `已驳回：${p.title}`, content: (p) => `${byZh(p)}驳回了您提交的《${p.title}》。${opinionZh(p)}` },
    en: { title: (p) => `Rejected: ${p.title}`, content: (p) => `${byEn(p)} rejected your "${p.title}".${opinionEn(p)}` },
  },
  flowReturned: {
    zh: { title: (p) => `已退回：${p.title}`, content: (p) => `${byZh(p)}将《${p.title}》退回给您，请修改后重新提交。${opinionZh(p)}` },
    en: { title: (p) => `Returned: ${p.title}`, content: (p) => `${byEn(p)} returned your "${p.title}" to you: change it and submit it again.${opinionEn(p)}` },
  },
  flowCopied: {
    zh: { title: (p) => `抄送：${p.title}`, content: (p) => `${byZh(p)}将${p.creator}提交的《${p.title}》抄送给您。${opinionZh(p)}` },
    en: { title: (p) => `Copied to you: ${p.title}`, content: (p) => `${byEn(p)} copied ${p.creator}'s "${p.title}" to you.${opinionEn(p)}` },
  },
  contractInForce: {
    zh: { title: (p) => `合同已生效：${p.no}`, content: (p) => `销售合同${p.no}《${p.name}》已审批完成并生效，合同金额${p.amount}元，客户${p.customer}。` },
    en: { title: (p) => `Contract in force: ${p.no}`, content: (p) => `Sales contract ${p.no} "${p.name}" has been approved and is in force: ${p.amount} yuan, customer ${p.customer}.` },
  },
  contractDraft: {
    zh: { title: (p) => `待提交：${p.no}`, content: (p) => `销售合同${p.no}《${p.name}》仍是草稿（金额${p.amount}元），请补全后提交审批。` },
    en: { title: (p) => `To submit: ${p.no}`, content: (p) => `Sales contract ${p.no} "${p.name}" is still a draft (${p.amount} yuan): complete it and submit it for approval.` },
  },
  contractAmountAlarm: {
    zh: {
      title: (p) => `风险预警：合同${p.no}金额超过1000万元`,
      content: (p) => `销售合同${p.no}《${p.name}》金额${p.amount}元，触发风控规则“${p.rule}”（${p.code}），请关注审批与回款风险。`,
    },
    en: {
      title: (p) => `Risk alert: contract ${p.no} is over 10 million yuan`,
      content: (p) => `Sales contract ${p.no} "${p.name}" of ${p.amount} yuan trips the risk rule "${p.rule}" (${p.code}); watch its approval and collection.`,
    },
  },
  approvalCentreTour: {
    zh: { title: () => '审批中心上线转交、加签与抄送', content: () => '待您审批的单据在“待审批”中处理：可同意、驳回、退回，也可转交他人、加签或抄送同事。' },
    en: {
      title: () => 'The approval centre can transfer, add-sign and copy',
      content: () => 'Documents waiting for you are in "To approve": approve, reject or return them, or transfer them, add a signer or copy a colleague.',
    },
  },
  jobDone: {
    zh: {
      title: (p) => `导出完成：${p.title}`,
      content: (p) => `《${p.title}》已导出${p.rows}条数据${shortOf(p) ? `（开始导出时列表共${p.expected}条，导出期间数据有变动，请核对）` : ''}，点击下载文件。`,
    },
    en: {
      title: (p) => `Export ready: ${p.title}`,
      content: (p) => `"${p.title}" exported ${p.rows} rows${shortOf(p) ? ` (the list had ${p.expected} when it began: rows changed meanwhile, check it)` : ''}: open this message to download the file.`,
    },
  },
  jobFailed: {
    zh: { title: (p) => `导出失败：${p.title}`, content: (p) => `《${p.title}》未能完成：${p.reason}` },
    en: { title: (p) => `Export failed: ${p.title}`, content: (p) => `"${p.title}" did not finish: ${p.reason}` },
  },
  importDone: {
    zh: { title: (p) => `导入完成：${p.title}`, content: (p) => `《${p.title}》已导入${p.rows}条数据${Number(p.invalid) > 0 ? `，${p.invalid}条未导入，点击下载错误数据` : ''}。` },
    en: { title: (p) => `Import finished: ${p.title}`, content: (p) => `"${p.title}" imported ${p.rows} rows${Number(p.invalid) > 0 ? `; ${p.invalid} were not: open this message for the failed rows` : ''}.` },
  },
  importCancelled: {
    zh: { title: (p) => `导入已取消：${p.title}`, content: (p) => `《${p.title}》已取消，取消前已导入${p.rows}条数据，其余未导入。` },
    en: { title: (p) => `Import cancelled: ${p.title}`, content: (p) => `"${p.title}" was cancelled after ${p.rows} rows were imported; the rest were not.` },
  },
  importIncomplete: {
    zh: { title: (p) => `导入未完成：${p.title}`, content: (p) => `《${p.title}》未全部导入：${p.reason}` },
    en: { title: (p) => `Import incomplete: ${p.title}`, content: (p) => `"${p.title}" was not imported in full: ${p.reason}` },
  },
  importFailed: {
    zh: { title: (p) => `导入失败：${p.title}`, content: (p) => `《${p.title}》未能导入：${p.reason}` },
    en: { title: (p) => `Import failed: ${p.title}`, content: (p) => `"${p.title}" was not imported: ${p.reason}` },
  },
  riskRuleReview: {
    zh: { title: () => '风控规则月度复核', content: (p) => `本月请复核${p.count}条启用中的风控规则，确认阈值仍符合授信与合同政策。` },
    en: { title: () => 'Monthly review of the risk rules', content: (p) => `Please review the ${p.count} active risk rules this month and confirm their thresholds still fit the credit and contract policies.` },
  },
} as const satisfies Readonly<Record<string, Readonly<Record<Language, { title: Text; content: Text }>>>>;

export type MessageTemplate = keyof typeof MESSAGE_TEXTS;

export function isMessageTemplate(value: unknown): value is MessageTemplate {
  return typeof value === 'string' && Object.hasOwn(MESSAGE_TEXTS, value);
}

/** A template's title and content in `language`. */
export function renderMessage(template: MessageTemplate, params: MessageParams, language: Language): { title: string; content: string } {
  const text = MESSAGE_TEXTS[template][language];
  return { title: text.title(params), content: text.content(params).trim() };
}

/** The row fields of a new message from a template: its Chinese text (stored) and the template with its values. */
export function messageText(template: MessageTemplate, params: MessageParams): { title: string; content: string; template: string; params: string } {
  const zh = renderMessage(template, params, 'zh');
  return { title: zh.title.slice(0, 255), content: zh.content.slice(0, 2000), template, params: JSON.stringify(params) };
}
