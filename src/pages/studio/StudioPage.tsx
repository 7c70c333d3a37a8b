import { Tabs } from 'antd';
import { useMemo } from 'react';
import { pickLabel, useEnv, type RendererEnv } from '../../../registry';
import fieldRulesSchema from '../../../schemas/field-rules.schema.json';
import fieldTypeSchema from '../../../schemas/field-type.schema.json';
import pageSchema from '../../../schemas/page-definition.schema.json';
import definitionSchema from '../../../schemas/resource-definition.schema.json';
import workflowSchema from '../../../schemas/workflow-definition.schema.json';
import ruleSchema from '../../../schemas/rule-definition.schema.json';
import chooserSchema from '../../../schemas/choose-config.schema.json';
import riskRuleSchema from '../../../schemas/risk-rule.schema.json';
import workflowWireSchema from '../../../schemas/workflow.schema.json';
import paramsSchema from '../../../schemas/params.schema.json';
import actionStepsSchema from '../../../schemas/action-steps.schema.json';
import toolbarSchema from '../../../schemas/toolbar.schema.json';
import type { ChooserRow, PageRow, ResourceRow, RuleRow, WorkflowRow } from '../../../schemas/generated/studio';
import { useShell } from '../../shell/shell-context';
import { DefinitionStudio, type DefinitionKind } from './DefinitionStudio';
import { PagePreview } from './PagePreview';
import { SchemaGuide } from './SchemaGuide';
import type { PageDefinition } from '../../../schemas/generated/page-definition';
import type { SchemaLibrary, SchemaNode } from './schema-assist';

/** Every schema a definition may refer to, by $id, for the editor's completion and hover help. */
const LIBRARY: SchemaLibrary = new Map([fieldRulesSchema, fieldTypeSchema, definitionSchema, workflowWireSchema, paramsSchema, riskRuleSchema, actionStepsSchema, toolbarSchema].map((s) => [s.$id, s as SchemaNode]));

const versionText = (env: RendererEnv, version: number) => env.t('studio.version', { version });

const RESOURCES: Omit<DefinitionKind, 'published'> = {
  base: '/api/base/studio/resource',
  id: 'resource',
  schema: { root: definitionSchema as SchemaNode, library: LIBRARY },
  template: { name: 'new_resource', module: 'lease', table: 'new_resources', label: { zh: '新资源', en: 'New resource' }, fields: [{ name: 'title', type: 'text', maxLength: 100 }], defaultOrder: 'id desc' },
  nameOf: (definition) => (definition as { name: string }).name,
  listed: (env, rows) =>
    (rows as ResourceRow[]).map((row) => ({ name: row.name, title: pickLabel(env.language, row.label.zh, row.label.en), description: `${row.module}/${row.name} · ${versionText(env, row.version)}` })),
};

const PAGES: Omit<DefinitionKind, 'published'> = {
  base: '/api/base/studio/page',
  id: 'page',
  schema: { root: pageSchema as SchemaNode, library: LIBRARY },
  template: {
    key: 'new_page',
    menu: { parent: 100, name: { zh: '新页面', en: 'New page' }, flag: '/new/page', resource: 'customer' },
    func_config: { page_type: 1, row_key: 'id' },
    fields: [{ prop: 'customer_name', label: { zh: '客户名称', en: 'Customer' } }],
    buttons: [],
    grants: [{ role_id: 1, data_scope: 'all' }],
  },
  nameOf: (definition) => (definition as { key: string }).key,
  preview: (definition) => <PagePreview page={definition as PageDefinition} />,
  listed: (env, rows) =>
    (rows as PageRow[]).map((row) => ({ name: row.key, title: pickLabel(env.language, row.name.zh, row.name.en), description: `${row.flag} · ${versionText(env, row.version)}` })),
};

const WORKFLOWS: Omit<DefinitionKind, 'published'> = {
  base: '/api/base/studio/workflow',
  id: 'workflow',
  schema: { root: workflowSchema as SchemaNode, library: LIBRARY },
  template: {
    label: 'new_label',
    name: '新审批流程',
    group_tab: '合同审批',
    nodes: [
      { name: '部门经理审批', get_user_type: 3 },
      { name: '公司总经理审批', get_user_type: 1, roles: [2] },
    ],
  },
  nameOf: (definition) => (definition as { label: string }).label,
  listed: (env, rows) =>
    (rows as WorkflowRow[]).map((row) => ({ name: row.label, title: row.name, description: `${row.label} · ${env.t('studio.steps', { count: row.steps })} · ${versionText(env, row.version)}` })),
};

const RULES: Omit<DefinitionKind, 'published'> = {
  base: '/api/base/studio/rule',
  id: 'rule',
  schema: { root: ruleSchema as SchemaNode, library: LIBRARY },
  template: { code: 'NEW_RULE', resource: 'sales_contract', name: '新规则', condition: 'amount > 10000000', severity: 'warning', prompt: '金额{amount}元较大，请确认是否继续' },
  nameOf: (definition) => (definition as { code: string }).code,
  listed: (env, rows) =>
    (rows as RuleRow[]).map((row) => ({ name: row.code, title: row.name, description: `${row.resource} · ${row.severity} · ${versionText(env, row.version)}` })),
};

const CHOOSERS: Omit<DefinitionKind, 'published'> = {
  base: '/api/base/studio/chooser',
  id: 'chooser',
  schema: { root: chooserSchema as SchemaNode, library: LIBRARY },
  template: {
    name: 'new_chooser', resource: 'customer', select_field: 'id', select_type: 1, need_data_perms: 0, check_group: 0, params: { order: 'id desc' },
    fields: [{ prop: 'customer_name', label: '客户名称', label_en: 'Customer', show_in_select: 1, is_search_field: 1 }],
  },
  nameOf: (definition) => (definition as { name: string }).name,
  listed: (env, rows) => (rows as ChooserRow[]).map((row) => ({ name: row.name, title: row.name, description: `${row.resource} · ${versionText(env, row.version)}` })),
};

/** The studio (issue 23, 系统管理 → 资源定义): resource definitions, page definitions, approval templates, risk rules and choose configs, each edited, published and versioned. */
export function StudioPage() {
  const env = useEnv();
  const { actions } = useShell();
  // A published page changes the administrator's own sidebar at once (other browsers hear of it over the socket).
  const pages = useMemo<DefinitionKind>(() => ({ ...PAGES, published: () => void actions.reloadPerms().catch(() => undefined) }), [actions]);
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'resources', label: env.t('studio.tab_resource'), children: <DefinitionStudio kind={RESOURCES} /> },
        { key: 'pages', label: env.t('studio.tab_page'), children: <DefinitionStudio kind={pages} /> },
        { key: 'workflows', label: env.t('studio.tab_workflow'), children: <DefinitionStudio kind={WORKFLOWS} /> },
        { key: 'rules', label: env.t('studio.tab_rule'), children: <DefinitionStudio kind={RULES} /> },
        { key: 'choosers', label: env.t('studio.tab_chooser'), children: <DefinitionStudio kind={CHOOSERS} /> },
        { key: 'guide', label: env.t('studio.tab_guide'), children: <SchemaGuide /> },
      ]}
    />
  );
}
