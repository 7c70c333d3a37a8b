import type { FastifyRequest } from 'fastify';
import { fillPlaceholders } from '../../rules/index.js';

/** Server messages in both languages; the language comes from the `language` cookie, else Accept-Language. */
const messages = {
  notSignedIn: { zh: '登录已失效，请重新登录', en: 'Your session has ended, please sign in again' },
  badCredentials: { zh: '手机号或密码错误', en: 'Incorrect mobile number or password' },
  accountDisabled: { zh: '账号已停用，请联系管理员', en: 'This account is disabled; please contact the administrator' },
  noPosition: { zh: '该账号未分配岗位，请联系管理员', en: 'No position is assigned to this account; please contact the administrator' },
  notYourPosition: { zh: '无效的岗位', en: 'That position is not yours' },
  forbidden: { zh: '没有该功能的访问权限', en: 'You have no access to this function' },
  notFound: { zh: '数据不存在或无权查看', en: 'The record does not exist or is not visible to you' },
  messageNotFound: { zh: '消息不存在', en: 'The message does not exist' },
  messageNotYours: { zh: '这不是您的消息', en: 'This message is not yours' },
  configNotFound: { zh: '配置项不存在', en: 'No such configuration item' },
  routeNotFound: { zh: '接口不存在', en: 'No such API' },
  badRequest: { zh: '请求参数有误：{detail}', en: 'Invalid request: {detail}' },
  badOrigin: { zh: '不允许从该来源建立实时连接', en: 'Realtime connections from this origin are not allowed' },
  loneSurrogate: { zh: '请求中含有无效的字符（孤立的 UTF-16 代理项）', en: 'The request holds an invalid character (a lone UTF-16 surrogate)' },
  badJson: { zh: '参数 {name} 不是合法的 JSON', en: 'Parameter {name} is not valid JSON' },
  unknownField: { zh: '未知的查询字段：{field}', en: 'Unknown field: {field}' },
  unknownOperator: { zh: '不支持的查询运算符：{op}', en: 'Unsupported operator: {op}' },
  badOperand: { zh: '字段 {field} 的查询值不合法', en: 'Invalid value for field {field}' },
  unsortableField: { zh: '不支持的排序：{order}', en: 'Unsupported sort: {order}' },
  remoteFieldConfig: {
    zh: '页面配置有误：字段配置 {id}（{prop}）的 config 不是合法的 JSON 对象',
    en: 'Page configuration error: the config of field row {id} ({prop}) is not a valid JSON object',
  },
  signatureInvalid: { zh: '请求签名缺失或不正确', en: 'The request signature is missing or wrong' },
  timestampSkew: {
    zh: '请求时间戳缺失或与服务器时间相差超过 {seconds} 秒，请校准本机时间',
    en: 'The request timestamp is missing or more than {seconds} s from the server clock; please check your clock',
  },
  decryptFailed: {
    zh: '请求数据无法解密：密文格式有误、密钥不符或内容被篡改',
    en: 'The request data could not be decrypted: malformed, under another key, or tampered with',
  },
  encryptionRequired: { zh: '服务器要求加密请求参数，请刷新页面后重试', en: 'The server requires encrypted request data; reload the page and try again' },
  captchaRequired: { zh: '请输入图片中的字符', en: 'Enter the letters in the picture' },
  captchaWrong: { zh: '图片中的字符输入错误或已过期，请重新输入', en: 'The letters do not match the picture or it has expired; please try the new picture' },
  codeTooSoon: { zh: '请在{sec}秒后重新获取', en: 'Request after {sec} seconds' },
  codeWrong: { zh: '验证码错误或已过期', en: 'The verification code is wrong or has expired' },
  mobileInvalid: { zh: '请输入正确的手机号', en: 'Enter a valid mobile number' },
  emailInvalid: { zh: '请输入正确的邮箱地址', en: 'Enter a valid e-mail address' },
  passwordPolicy: {
    zh: '密码须为8-16位，且至少包含大写字母、小写字母、数字、特殊字符中的3种',
    en: 'The password must be 8 to 16 characters with at least 3 of: upper-case letters, lower-case letters, digits, special characters',
  },
  passwordReused: { zh: '新密码不能与当前密码相同', en: 'The new password must differ from the current one' },
  passwordExpired: { zh: '您的密码已超过90天未修改，请立即修改密码', en: 'Your password has not been changed for 90 days; please change it now' },
  rateLimited: { zh: '操作过于频繁，请一分钟后再试', en: 'Too many attempts; please try again in a minute' },
  requestTooLong: { zh: '请求地址或请求头过长', en: 'Request address or headers too long' },
  sessionExpired: { zh: '登录已过期，请重新登录后继续', en: 'Your sign-in has expired; sign in again to continue' },
  internal: { zh: '系统异常，请联系管理员', en: 'System error, please contact the administrator' },
  databaseUnavailable: { zh: '数据库暂时不可用，请稍后重试', en: 'The database is unavailable for the moment; please try again shortly' },
  ssoUnknownProvider: { zh: '未知的单点登录方式：{provider}', en: 'Unknown single sign-on provider: {provider}' },
  ssoDisabled: { zh: '该单点登录方式未启用', en: 'This single sign-on provider is not enabled' },
  ssoTicketInvalid: { zh: '绑定凭证无效或已过期，请重新发起单点登录', en: 'The binding ticket is invalid or has expired; please start the single sign-on again' },
  ssoTicketUnproven: { zh: '请先验证要绑定的账号', en: 'Prove the account to link first' },
  ssoAlreadyLinked: { zh: '该身份已绑定其他账号', en: 'This identity is already linked to another account' },
  ssoTokenInvalid: { zh: '登录凭证无效、已使用或已过期', en: 'The sign-in token is invalid, used or expired' },
  ssoConfigIncomplete: { zh: '启用前请填写 issuer 和 client_id', en: 'Fill in the issuer and client_id before enabling the provider' },
  notSummable: { zh: '字段 {field} 不是数值字段，不能合计', en: 'Field {field} is not numeric and cannot be totalled' },
  notCountable: { zh: '字段 {field} 不能用于分类统计', en: 'Field {field} cannot be counted by value' },
  tooManySummaryFields: { zh: '合计字段最多 {max} 个', en: 'At most {max} summary fields' },
  noDeleteSelection: { zh: '请选择需要删除的对象', en: 'Select the records to delete' },
  // Uploads (spec 001 §5, §8): the spec's texts, word for word.
  fileTypeNotAccepted: { zh: '上传文件只能是{list} 格式', en: 'Only {list} files can be uploaded' },
  fileTypeUnsupported: { zh: '不支持该文件类型', en: 'This file type is not supported' },
  fileContentMismatch: { zh: '不支持的文件格式', en: 'Unsupported file format: the content is not what the file name says' },
  fileNameTooLong: { zh: '文件名称过长', en: 'The file name is too long' },
  fileTooLarge: { zh: '附件“{name}”超过{n}M，请压缩。', en: 'Attachment "{name}" is over {n} MB; please compress it.' },
  fileCountExceeded: { zh: '已超出最大上传数量', en: 'The maximum number of files is exceeded' },
  fileMissing: { zh: '请选择要上传的文件', en: 'Choose a file to upload' },
  fileCutOff: { zh: '上传失败，请稍后再试', en: 'The upload failed; please try again later' },
  fileNotDeletable: { zh: '该附件不可删除', en: 'This attachment cannot be deleted' },
  importNotXlsx: { zh: '导入文件只能是 xlsx 格式', en: 'An import file must be an .xlsx workbook' },
  importTooLarge: { zh: '导入文件解压后过大，请拆分后再导入', en: 'The import file expands to too much data; split it and import the parts' },
  importTooManyRows: { zh: '导入数据不能超过{max}行', en: 'An import holds at most {max} rows' },
  importNoColumns: { zh: '表头与导入模板不符：未找到任何可导入的列，请下载导入模板', en: 'The header does not match the import template: no importable column was found; download the template' },
  importMissingColumns: { zh: '缺少必填列：{columns}', en: 'Required columns are missing: {columns}' },
  importEmpty: { zh: '导入文件中没有数据', en: 'The import file holds no rows' },
  importCellError: { zh: '{label}：单元格为错误值 {error}', en: '{label}: the cell holds the error {error}' },
  importCellProblem: { zh: '{label}：{problem}', en: '{label}: {problem}' },
  importRequired: { zh: '{label}不能为空', en: '{label} is required' },
  importDuplicate: { zh: '{label}“{value}”在文件中重复（第{row}行）', en: '{label} "{value}" appears twice in the file (row {row})' },
  importCheckFirst: { zh: '请先上传并校验导入文件', en: 'Upload and check the import file first' },
  importNothingValid: { zh: '没有可导入的数据', en: 'There are no valid rows to import' },
  importQueued: { zh: '导入任务已开始', en: 'The import has started' },
  importCheckQueued: { zh: '正在校验导入数据', en: 'Checking the import file' },
  headerLines: { zh: '表头行数应为1到10', en: 'The header lines must be 1 to 10' },
  unknownExportColumn: { zh: '导出列 {key} 不在该列表中', en: 'Export column {key} is not a column of this list' },
  tooManyExportColumns: { zh: '导出列不能超过 {max} 个', en: 'At most {max} columns can be exported' },
  noExportColumns: { zh: '没有可导出的列', en: 'There are no columns to export' },
  exportFlag: { zh: '该按钮不是导出按钮', en: 'That button is not an export button' },
  tooManyExportIds: { zh: '一次最多导出选中的 {max} 条数据', en: 'At most {max} selected rows can be exported at once' },
  exportQueued: { zh: '数据较多，已转为后台导出，完成后将在消息中心通知您', en: 'This is a large export: it runs in the background and the message centre will tell you when it is ready' },
  exportTemplateMissing: { zh: '按钮未配置事件或导出模板', en: 'This button has no action or export template configured' },
  exportTemplateBroken: { zh: '导出模板 {name} 有误：{detail}', en: 'The export template {name} is invalid: {detail}' },
  exportTemplateNone: { zh: '请选择需要导出的数据', en: 'Select the rows to export' },
  exportTemplateTooMany: { zh: '一次最多导出 {max} 条数据', en: 'At most {max} rows can be exported at once' },
  jobNotFound: { zh: '任务不存在', en: 'The job does not exist' },
  jobNotYours: { zh: '这不是您的任务', en: 'This job is not yours' },
  jobNotDone: { zh: '任务尚未完成', en: 'The job has not finished' },
  jobFinished: { zh: '任务已结束，不能取消', en: 'The job has already ended and cannot be cancelled' },
  jobInterrupted: { zh: '服务器重启，任务已中断，请重新发起', en: 'The server restarted and the job was interrupted; please start it again' },
  jobCancelled: { zh: '任务已取消', en: 'The job was cancelled' },
  jobFailed: { zh: '任务失败：{reason}', en: 'The job failed: {reason}' },
  tooManyJobs: { zh: '您已有 {max} 个后台任务在进行，请等待完成后再试', en: 'You already have {max} background jobs running; try again when they finish' },
  fileNotDownloadable: { zh: '该附件不可下载', en: 'This attachment cannot be downloaded' },
  // PDF compression (spec 001 §7 file/optimize; server/modules/files/optimize.ts).
  compressSource: { zh: '请指定要压缩的附件', en: 'Name the stored file to compress' },
  compressOnlyPdf: { zh: '只能压缩 PDF 文件', en: 'Only PDF files can be compressed' },
  fileNotCompressible: { zh: '该附件不可修改，不能压缩', en: 'This attachment is locked and cannot be compressed' },
  compressFailed: { zh: 'PDF 压缩失败：{reason}', en: 'The PDF could not be compressed: {reason}' },
  compressUnavailable: { zh: '服务器未安装 PDF 压缩工具', en: 'The server has no PDF compression tool installed' },
  compressBroken: { zh: '文件无法解析，可能已损坏', en: 'the file could not be read and may be damaged' },
  compressTimeout: { zh: '压缩超时', en: 'it took too long' },
  compressFileGone: { zh: '附件已被删除或替换', en: 'the attachment was deleted or replaced meanwhile' },
  compressRunning: { zh: 'PDF 压缩仍在进行，完成后附件将更新', en: 'The PDF is still being compressed; the attachment is updated when it is done' },
  noActionSelection: { zh: '请选择需要操作的数据', en: 'Select the records first' },
  notUpdatable: { zh: '字段 {field} 不能修改', en: 'Field {field} cannot be changed' },
  badFieldValue: { zh: '字段 {field} 的值不合法', en: 'Invalid value for field {field}' },
  noChanges: { zh: '没有要修改的字段', en: 'Nothing to change' },
  actionNotAllowed: { zh: '所选数据中有 {n} 条的当前状态不允许此操作', en: '{n} of the selected records are in a state that does not allow this' },
  tooManyMergeFields: { zh: '合并字段最多 {max} 个', en: 'At most {max} merge fields' },
  duplicateColumn: { zh: '列 {key} 重复', en: 'Column {key} appears more than once' },
  viewNotFound: { zh: '没有查到视图数据', en: 'The view does not exist or is not visible to you' },
  viewNameRequired: { zh: '请填写视图名称', en: 'Enter the view name' },
  viewNameTooLong: { zh: '视图名称不能超过{max}个字符', en: 'The view name can have at most {max} characters' },
  viewNameReserved: { zh: '视图名称不能使用 {name}', en: 'The view name {name} is reserved' },
  viewNameTaken: { zh: '视图名称“{name}”已存在', en: 'A view named "{name}" already exists' },
  viewTypeRequired: { zh: '请选择视图类型', en: 'Choose the view type' },
  viewConditionRequired: { zh: '至少保留一个条件', en: 'Keep at least one condition' },
  viewConditionInvalid: { zh: '视图条件有误：{detail}', en: 'Invalid view condition: {detail}' },
  viewTooLarge: { zh: '视图条件过大，最多 {kb} KB', en: 'The view conditions are too large (at most {kb} KB)' },
  viewLimit: { zh: '最多保存{max}个视图', en: 'At most {max} views can be saved' },
  viewShareForbidden: { zh: '没有共享视图权限', en: 'You do not have the shared-view permission' },
  viewOwnerOnly: { zh: '只有视图创建人可以将共享视图改为个人视图', en: 'Only its creator can make a shared view personal' },
  // Risk rules and adding records (issue 9).
  riskBlocked: { zh: '风控拦截，禁止提交：{prompt}', en: 'Blocked by risk control: {prompt}' },
  riskUnknownResource: { zh: '未知的业务对象：{resource}', en: 'Unknown resource: {resource}' },
  riskConditionInvalid: { zh: '规则条件有误：{reason}', en: 'The rule condition is invalid: {reason}' },
  riskCodeTaken: { zh: '规则编码 {code} 已存在', en: 'The rule code {code} is already taken' },
  riskWarning: { zh: '风险提示：{prompts}。是否继续？', en: 'Risk warning: {prompts}. Continue?' },
  notAddable: { zh: '字段 {field} 不能填写', en: 'Field {field} cannot be set' },
  fieldRequired: { zh: '字段 {field} 不能为空', en: 'Field {field} is required' },
  // A document's life belongs to the server (issue 19; server/modules/resources/lifecycle.ts).
  serverOwnedField: { zh: '字段 {field} 由系统设置，不能提交', en: 'Field {field} is set by the system and cannot be sent' },
  documentLocked: {
    zh: '提交后数据不可修改：该单据{state}，不能{action}',
    en: 'Submitted data cannot be changed: this document is {state} and cannot be {action}',
  },
  documentLockedMany: {
    zh: '提交后数据不可修改：所选单据中有 {n} 条已提交审批或已完成，不能{action}',
    en: 'Submitted data cannot be changed: {n} of the selected documents are in approval or completed and cannot be {action}',
  },
  // A field rule of the resource (rules/field-rules.ts) says what is wrong in both languages itself.
  fieldRule: { zh: '{text}', en: '{text}' },
  // A record's lines (issue 21; resources/line-check.ts, line-store.ts): {label} is the child's own name (商品明细), {row} counts from 1.
  linesNotList: { zh: '{label}应为行的列表', en: '{label} must be a list of rows' },
  linesTooMany: { zh: '{label}最多 {max} 行', en: '{label} may hold at most {max} rows' },
  lineNotObject: { zh: '{label}第{row}行格式不正确', en: '{label}, row {row}: not a row' },
  lineUnknownField: { zh: '{label}第{row}行：字段 {field} 不能填写', en: '{label}, row {row}: field {field} cannot be set' },
  lineBadValue: { zh: '{label}第{row}行：字段 {field} 的值不合法', en: '{label}, row {row}: invalid value for field {field}' },
  lineFileNotOfDocument: { zh: '{label}第{row}行：字段 {field} 的文件不是本单据的附件，请先保存单据再上传', en: '{label}, row {row}: the file of field {field} is not one of this document\'s files; save the document, then upload' },
  lineFieldRequired: { zh: '{label}第{row}行：字段 {field} 不能为空', en: '{label}, row {row}: field {field} is required' },
  lineFieldRule: { zh: '{label}第{row}行：{text}', en: '{label}, row {row}: {text}' },
  lineFormula: {
    zh: '{label}第{row}行：字段 {field} 无法按公式 {formula} 计算（{reason}）',
    en: '{label}, row {row}: field {field} cannot be computed by {formula} ({reason})',
  },
  lineDuplicateId: { zh: '{label}第{row}行与第{first}行是同一行（id {id}）', en: '{label}, row {row} is the same line as row {first} (id {id})' },
  lineNotOfDocument: {
    zh: '{label}第{row}行（id {id}）不属于该单据，不能修改',
    en: '{label}, row {row}: line {id} does not belong to this document and cannot be changed',
  },
  cannotDisableSelf: { zh: '不能停用自己的账号', en: 'You cannot disable your own account' },
  duplicateValue: { zh: '数据重复，请检查后重试', en: 'A value that must be unique is already taken; check it and try again' },
  // The approval engine (issue 9; server/modules/workflow).
  workflowTplMissing: { zh: '该单据没有启用的审批流程', en: 'This document has no active approval flow' },
  workflowFormName: {
    zh: '表单地址必须以 / 开头，或是已登记的内部链接名：{name}',
    en: 'The form address must start with / or be a registered internal link name: {name}',
  },
  workflowTplBroken: { zh: '审批流程配置有误，请联系管理员', en: 'The approval flow is misconfigured; contact the administrator' },
  workflowNoApprover: { zh: '找不到审批人，请联系管理员', en: 'No approver found for this step; contact the administrator' },
  workflowChooseApprovers: { zh: '请选择审批人', en: 'Choose the approvers' },
  workflowNotCandidate: { zh: '所选审批人不在可选范围内', en: 'A chosen approver is not a candidate of this step' },
  workflowDocumentBusy: { zh: '单据正在审批中或已完成，不能再次提交', en: 'The document is in approval or completed and cannot be submitted again' },
  workflowOneRound: { zh: '该审批流程不允许驳回后再次提交', en: 'This approval flow does not allow resubmitting after a reject' },
  workflowTaskNotFound: { zh: '审批任务不存在', en: 'The approval task does not exist' },
  workflowTaskNotYours: { zh: '这不是您的审批任务', en: 'This approval task is not yours' },
  workflowTaskHandled: { zh: '该审批已处理', en: 'This approval has already been handled' },
  workflowBadUser: { zh: '所选人员无效', en: 'A chosen person is invalid' },
  workflowAlreadyPending: { zh: '所选人员已在当前节点待审批', en: 'A chosen person already has this step pending' },
  workflowRecallDenied: { zh: '单据由您创建并且单据状态在审批中的才可撤回', en: 'Only a document you created that is in approval can be recalled' },
  workflowOpinionRequired: { zh: '请填写审批意见', en: 'Please enter an opinion for this decision' },
  workflowCardField: { zh: '卡片字段 {field} 不是该单据的字段', en: 'Card field {field} is not a field of this document' },
  // The choosers and pickers (issue 21; server/modules/collect, chooser, users/picker.ts).
  collectNotYours: {
    zh: '只能以当前登录人收藏，不能替其他人员、部门或公司收藏',
    en: 'You can only collect as yourself, not for another user, department or company',
  },
  orgNotFound: { zh: '组织不存在', en: 'The organisation does not exist' },
  userNotFound: { zh: '人员不存在或已停用', en: 'The user does not exist or is disabled' },
  userOutsideCompany: { zh: '所选人员不在本公司', en: 'The chosen user is not in your company' },
  chooseConfigNotFound: { zh: '选择器配置 {name} 不存在', en: 'There is no chooser configuration named {name}' },
  chooseConfigBroken: { zh: '选择器配置 {name} 有误：{detail}', en: 'The chooser configuration {name} is invalid: {detail}' },
  chooserNeedsDataPerms: { zh: 'DoubleSelect组件必须传dataPerms', en: 'The DoubleSelect component must be given dataPerms' },
  // A document's handler and department (spec 001 §3 form record; server/modules/resources/picked-fields.ts).
  pickedUserUnknown: { zh: '字段 {field} 所选人员不存在或已停用', en: 'Field {field}: the chosen user does not exist or is disabled' },
  pickedUserOutside: { zh: '字段 {field} 所选人员不在本公司', en: 'Field {field}: the chosen user is not in your company' },
  pickedOrgUnknown: { zh: '字段 {field} 所选组织不存在', en: 'Field {field}: the chosen organisation does not exist' },
  pickedOrgOutside: { zh: '字段 {field} 所选组织不在本公司', en: 'Field {field}: the chosen organisation is not in your company' },
  pickedOrgKind: { zh: '字段 {field} 不能选择该类型的组织', en: 'Field {field}: an organisation of this kind cannot be chosen' },
} as const;

export type MessageKey = keyof typeof messages;
export type Language = 'zh' | 'en';

export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const cookie = /(?:^|;\s*)language=(zh|en)/.exec(request.headers.cookie ?? '');
  if (cookie) return cookie[1] as Language;
  const accept = request.headers['accept-language'] ?? '';
  return /^\s*zh/i.test(accept) ? 'zh' : accept ? 'en' : 'zh';
}

/** A parameter of a message: plain, or a word of its own in each language (a state, an action). */
export type MessageParam = string | number | Readonly<Record<Language, string>>;

export function message(language: Language, key: MessageKey, params: Readonly<Record<string, MessageParam>> = {}): string {
  const valueOf = (name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return typeof value === 'object' && value !== null ? value[language] : value;
  };
  // A parameter not given is left out of the text, never shown as {name}.
  return fillPlaceholders(messages[key][language], valueOf, { missing: 'empty' });
}
