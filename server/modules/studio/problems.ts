import type { ErrorObject } from 'ajv';
import type { DefinitionProblem } from '../../../schemas/generated/studio.js';
import type { Language } from '../../http/messages.js';

type Code = DefinitionProblem['code'];
type Text = { zh: string; en: string };

/** What each kind of mistake says, with {placeholders}. */
const TEXTS: Record<Exclude<Code, 'schema'>, Text> = {
  duplicate: { zh: '{what}“{name}”重复', en: '{what} "{name}" is declared twice' },
  reserved: { zh: '“{name}”是平台自有的列名，不能作为字段名', en: '"{name}" is a column the platform keeps itself; a field cannot take its name' },
  unknownColumn: { zh: '未知字段“{name}”', en: 'Unknown field "{name}"' },
  badOrder: { zh: '默认排序应为“字段 asc|desc”，字段须可排序：{text}', en: 'The default order must be "field asc|desc" on a sortable field: {text}' },
  immutable: { zh: '已发布资源的{what}不能修改（原为“{from}”）', en: 'The {what} of a published resource cannot change (it is "{from}")' },
  tableTaken: { zh: '数据表“{name}”已被占用', en: 'The table "{name}" is already in use' },
  labelTaken: { zh: '审批标识“{name}”已被资源“{other}”使用', en: 'The workflow label "{name}" is already used by the resource "{other}"' },
  invalid: { zh: '{reason}', en: '{reason}' },
  unknownResource: { zh: '资源“{name}”不存在', en: 'There is no resource "{name}"' },
  unknownMenu: { zh: '上级菜单 {id} 不是一个菜单分组', en: 'The parent {id} is not a menu group' },
  flagTaken: { zh: '路由“{name}”已被菜单 {id} 使用', en: 'The route "{name}" is already used by menu {id}' },
  unknownRole: { zh: '角色 {id} 不存在', en: 'There is no role {id}' },
  unknownButton: { zh: '页面没有按钮“{name}”', en: 'The page has no button "{name}"' },
  inUse: { zh: '字段“{name}”仍被{where}使用，请先从中移除', en: 'The field "{name}" is still used by {where}; remove it there first' },
  ruleBroken: { zh: '风控规则“{rule}”（{code}）读取的字段将不再存在，请先修改或停用该规则', en: 'The risk rule "{rule}" ({code}) reads a field that would be gone; change or disable the rule first' },
  unknownRoute: { zh: '按钮打开的页面“{name}”不存在', en: 'The button opens "{name}", which is no page' },
  unknownLabel: { zh: '没有资源使用审批标识“{name}”（资源定义的 workflowLabel）', en: 'No resource has the workflow label "{name}" (a resource definition\'s workflowLabel)' },
  unknownApprover: { zh: '{what} {id} 不存在', en: '{what} {id} does not exist' },
  needsConfirm: { zh: '{what}会影响已有数据（旧数据保留），请确认后再发布', en: '{what} affects existing data (the old data is kept); confirm to publish' },
};

/** What a part of a definition is called in a message. */
export const PARTS = {
  field: { zh: '字段', en: 'Field' },
  child: { zh: '子表', en: 'Child' },
  table: { zh: '数据表', en: 'table' },
  module: { zh: '模块', en: 'module' },
  fileItem: { zh: '附件栏目', en: 'File item' },
  action: { zh: '按钮动作', en: 'Action' },
  button: { zh: '按钮', en: 'Button' },
  column: { zh: '列', en: 'Column' },
  option: { zh: '选项', en: 'Option' },
  menuId: { zh: '菜单编号', en: 'menu id' },
  role: { zh: '角色', en: 'Role' },
  user: { zh: '用户', en: 'User' },
  position: { zh: '岗位', en: 'Position' },
  step: { zh: '审批步骤', en: 'Step' },
  columnOf: { zh: '页面“{menu}”的列', en: 'a column of the page "{menu}"' },
  viewOf: { zh: '页面“{menu}”的视图“{view}”', en: 'the view "{view}" of the page "{menu}"' },
  formOf: { zh: '页面“{menu}”的表单', en: 'the form of the page "{menu}"' },
  chartOf: { zh: '页面“{menu}”的图表', en: 'a chart of the page "{menu}"' },
  chooserOf: { zh: '选择器“{name}”', en: 'the chooser "{name}"' },
  cardOf: { zh: '审批流程“{name}”的卡片字段', en: 'the task card of the approval "{name}"' },
  totalOf: { zh: '明细“{child}”的合计', en: 'the total of the rows "{child}"' },
} as const satisfies Record<string, Text>;

export type Part = keyof typeof PARTS;
type Param = string | number | Text;

function fill(text: string, params: Readonly<Record<string, Param>>, language: Language): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    return value === undefined ? '' : typeof value === 'object' ? value[language] : String(value);
  });
}

/** A part's name with its placeholders filled, in both languages (a message's parameter). */
export function partText(part: Part, params: Readonly<Record<string, Param>>): Text {
  return { zh: fill(PARTS[part].zh, params, 'zh'), en: fill(PARTS[part].en, params, 'en') };
}

/** A problem at a JSON pointer, its message in the caller's language. */
export function problem(language: Language, path: string, code: Exclude<Code, 'schema'>, params: Readonly<Record<string, Param>> = {}): DefinitionProblem {
  return { path, code, message: fill(TEXTS[code][language], params, language) };
}

/** JSON Schema keywords' messages in both languages (ajv's English only covers one). */
const KEYWORDS: Record<string, Text> = {
  required: { zh: '缺少必填属性“{missingProperty}”', en: 'Missing the required property "{missingProperty}"' },
  additionalProperties: { zh: '未知属性“{additionalProperty}”', en: 'Unknown property "{additionalProperty}"' },
  enum: { zh: '取值须为以下之一：{allowedValues}', en: 'Must be one of: {allowedValues}' },
  type: { zh: '类型应为 {type}', en: 'Must be of type {type}' },
  pattern: { zh: '格式不正确（应符合 {pattern}）', en: 'Must match {pattern}' },
  minItems: { zh: '至少需要 {limit} 项', en: 'Needs at least {limit} items' },
  maxItems: { zh: '最多 {limit} 项', en: 'At most {limit} items' },
  minLength: { zh: '至少 {limit} 个字符', en: 'At least {limit} characters' },
  maxLength: { zh: '最多 {limit} 个字符', en: 'At most {limit} characters' },
  minimum: { zh: '不能小于 {limit}', en: 'Must be at least {limit}' },
  maximum: { zh: '不能大于 {limit}', en: 'Must be at most {limit}' },
  const: { zh: '取值须为 {allowedValue}', en: 'Must be {allowedValue}' },
};

/** One ajv error as a problem: an unknown property is pointed at itself, anything else at the value that is wrong. */
export function schemaProblem(language: Language, error: ErrorObject): DefinitionProblem {
  const params = Object.fromEntries(
    Object.entries(error.params as Record<string, unknown>).map(([k, v]) => [k, Array.isArray(v) ? v.map(String).join(', ') : String(v)]),
  );
  const text = KEYWORDS[error.keyword];
  const path = error.keyword === 'additionalProperties' ? `${error.instancePath}/${pointerToken(params.additionalProperty)}` : error.instancePath;
  return { path, code: 'schema', message: text ? fill(text[language], params, language) : (error.message ?? error.keyword) };
}

/** A key as one token of a JSON pointer (RFC 6901): ~ and / escaped. */
export function pointerToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** One problem per path and message: a column reaches the query panel, its tags and the saved views; a button's settings are checked as written and as compiled. */
export function uniqueProblems(problems: readonly DefinitionProblem[]): DefinitionProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.path} ${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
