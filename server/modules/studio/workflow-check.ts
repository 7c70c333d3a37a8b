import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { DefinitionChange, DefinitionProblem } from '../../../schemas/generated/studio.js';
import type { WorkflowDefinition } from '../../../schemas/generated/workflow-definition.js';
import { isInternalLinkName } from '../../../rules/index.js';
import type { Language } from '../../http/messages.js';
import { GET_USER_TYPE } from '../workflow/approvers.js';
import { changedKeys } from './changes.js';
import { duplicates, studioValidator } from './check.js';
import { PARTS, problem, schemaProblem } from './problems.js';

/** What an approval template is checked against: the resources, and the roles, users and positions there are. */
export interface WorkflowCheckContext {
  resources: readonly ResourceDefinition[];
  roles: ReadonlySet<number>;
  users: ReadonlySet<number>;
  positions: ReadonlySet<number>;
  language: Language;
}

const say = (language: Language, zh: string, en: string) => (language === 'zh' ? zh : en);

/**
 * Every mistake of an approval template, each at its JSON pointer: the schema's, then its references: a resource
 * with the label, card fields of that resource, each step's approvers there and of the kind its get_user_type reads.
 */
export function checkWorkflow(input: unknown, context: WorkflowCheckContext): { problems: DefinitionProblem[]; workflow?: WorkflowDefinition } {
  const { language } = context;
  const validate = studioValidator('workflow-definition.schema.json');
  if (!validate(input)) return { problems: (validate.errors ?? []).map((e) => schemaProblem(language, e)) };
  const workflow = input as WorkflowDefinition;
  const problems: DefinitionProblem[] = [];
  const resource = context.resources.find((r) => r.workflowLabel === workflow.label);
  if (!resource) problems.push(problem(language, '/label', 'unknownLabel', { name: workflow.label }));
  if (workflow.form_name !== undefined && !workflow.form_name.startsWith('/') && !isInternalLinkName(workflow.form_name)) {
    problems.push(problem(language, '/form_name', 'invalid', { reason: say(language, '表单地址必须以 / 开头，或是已登记的内部链接名', 'The form is a path starting with / or a named internal link') }));
  }
  const cards = workflow.card_fields ?? [];
  problems.push(...duplicates(language, cards.map((c) => ({ name: c.field })), '/card_fields', 'field', 'field'));
  if (resource) {
    const own = new Set(resource.fields.map((f) => f.name));
    cards.forEach((c, i) => !own.has(c.field) && problems.push(problem(language, `/card_fields/${i}/field`, 'unknownColumn', { name: c.field })));
    // A card states its label only where it differs from its resource field's; with neither it has none.
    cards.forEach((c, i) => {
      const declared = resource.fields.find((f) => f.name === c.field)?.label;
      if (c.label === undefined && own.has(c.field) && !declared) problems.push(schemaProblem(language, { keyword: 'required', instancePath: `/card_fields/${i}`, schemaPath: '', params: { missingProperty: 'label' } }));
    });
  }
  workflow.nodes.forEach((node, i) => {
    const at = `/nodes/${i}`;
    const kind = node.get_user_type;
    const needs = (key: 'users' | 'roles' | 'positions' | 'field', zh: string, en: string) => {
      const given = key === 'field' ? node.field : node[key]?.length;
      if (!given) problems.push(problem(language, at, 'invalid', { reason: say(language, `该步骤须指定${zh}（${key}）`, `This step names its ${en} (${key})`) }));
    };
    if (kind === GET_USER_TYPE.users) needs('users', '审批人', 'approvers');
    if (kind === GET_USER_TYPE.roles) needs('roles', '角色', 'roles');
    if (kind === GET_USER_TYPE.positions) needs('positions', '岗位', 'positions');
    if (kind === GET_USER_TYPE.formField) needs('field', '单据字段', 'document field');
    if (kind === GET_USER_TYPE.formField && resource && node.field && !resource.fields.some((f) => f.name === node.field && f.type === 'int')) {
      problems.push(problem(language, `${at}/field`, 'invalid', { reason: say(language, `字段“${node.field}”须为该单据的整数字段（用户编号）`, `"${node.field}" must be an int field of the document (a user id)`) }));
    }
    (node.users ?? []).forEach((id, j) => !context.users.has(id) && problems.push(problem(language, `${at}/users/${j}`, 'unknownApprover', { what: PARTS.user, id })));
    (node.roles ?? []).forEach((id, j) => !context.roles.has(id) && problems.push(problem(language, `${at}/roles/${j}`, 'unknownRole', { id })));
    (node.positions ?? []).forEach((id, j) => !context.positions.has(id) && problems.push(problem(language, `${at}/positions/${j}`, 'unknownApprover', { what: PARTS.position, id })));
    const pending = node.pending_type ?? 0;
    if ((pending === 1 || pending === 2) && kind === GET_USER_TYPE.users && (node.user_count ?? 1) > (node.users?.length ?? 0)) {
      problems.push(problem(language, `${at}/user_count`, 'invalid', { reason: say(language, '需要通过的人数多于审批人数', 'More approvals needed than there are approvers') }));
    }
  });
  problems.push(...duplicates(language, workflow.nodes.map((n) => ({ name: n.name })), '/nodes', 'step', 'name'));
  return problems.length > 0 ? { problems } : { problems, workflow };
}

/** What publishing `next` over `current` changes: created, or which parts changed. */
export function workflowChanges(current: WorkflowDefinition | undefined, next: WorkflowDefinition): DefinitionChange[] {
  return changedKeys(current, next, ['name', 'group_tab', 'multiple_rounds', 'self_approval', 'form_name', 'after_action', 'card_fields', 'nodes']);
}
