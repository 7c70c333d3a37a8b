import type { FastifyRequest } from 'fastify';

/** Server messages in both languages; the language comes from the `language` cookie, else Accept-Language. */
const messages = {
  notSignedIn: { zh: '登录已失效，请重新登录', en: 'Your session has ended, please sign in again' },
  badCredentials: { zh: '手机号或密码错误', en: 'Incorrect mobile number or password' },
  accountDisabled: { zh: '账号已停用，请联系管理员', en: 'This account is disabled; please contact the administrator' },
  noPosition: { zh: '该账号未分配岗位，请联系管理员', en: 'No position is assigned to this account; please contact the administrator' },
  notYourPosition: { zh: '无效的岗位', en: 'That position is not yours' },
  forbidden: { zh: '没有该功能的访问权限', en: 'You have no access to this function' },
  notFound: { zh: '数据不存在或无权查看', en: 'The record does not exist or is not visible to you' },
  configNotFound: { zh: '配置项不存在', en: 'No such configuration item' },
  routeNotFound: { zh: '接口不存在', en: 'No such API' },
  badRequest: { zh: '请求参数有误：{detail}', en: 'Invalid request: {detail}' },
  badJson: { zh: '参数 {name} 不是合法的 JSON', en: 'Parameter {name} is not valid JSON' },
  unknownField: { zh: '未知的查询字段：{field}', en: 'Unknown field: {field}' },
  unknownOperator: { zh: '不支持的查询运算符：{op}', en: 'Unsupported operator: {op}' },
  badOperand: { zh: '字段 {field} 的查询值不合法', en: 'Invalid value for field {field}' },
  unsortableField: { zh: '不支持的排序：{order}', en: 'Unsupported sort: {order}' },
  remoteFieldConfig: {
    zh: '页面配置有误：字段配置 {id}（{prop}）的 config 不是合法的 JSON 对象',
    en: 'Page configuration error: the config of field row {id} ({prop}) is not a valid JSON object',
  },
  requestTooLong: { zh: '请求地址或请求头过长', en: 'Request address or headers too long' },
  internal: { zh: '系统异常，请联系管理员', en: 'System error, please contact the administrator' },
} as const;

export type MessageKey = keyof typeof messages;
export type Language = 'zh' | 'en';

export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const cookie = /(?:^|;\s*)language=(zh|en)/.exec(request.headers.cookie ?? '');
  if (cookie) return cookie[1] as Language;
  const accept = request.headers['accept-language'] ?? '';
  return /^\s*zh/i.test(accept) ? 'zh' : accept ? 'en' : 'zh';
}

export function message(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return messages[key][language].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
