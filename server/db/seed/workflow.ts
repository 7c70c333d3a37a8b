import type { Kysely } from 'kysely';
import type { Database } from '../tables.js';
import type { WorkflowDefinition } from '../../../schemas/generated/workflow-definition.js';
import { workflowVersions } from '../../modules/studio/workflow-apply.js';
import { nowStamp } from '../time.js';
import { ROLES } from './people.js';

type StepDefinition = WorkflowDefinition['nodes'][number];

interface NodeSeed {
  name: string;
  get_user_type: StepDefinition['get_user_type'];
  pending_type: NonNullable<StepDefinition['pending_type']>;
  user_count: number;
  approvers: object;
  /** 1: every decision needs an opinion (同意 included). */
  opinion_required?: number;
}

interface TplSeed {
  label: string;
  name: string;
  status: number;
  group_tab: string;
  /** What its task cards show in the approval centre (card-fields.ts). */
  card_fields?: Array<{ field: string; label: string; label_en?: string }>;
  nodes: NodeSeed[];
}

/**
 * Demo approval flows (issue 9). Sales contracts: the department leader (部门经理 of the creator's
 * department or the nearest one above, all must pass), then one of the company's general managers. The
 * second, inactive template of the same label has the random-N and approver-chooses steps the tests switch on.
 * The active one's task cards show the contract's amount and customer (issue 20).
 */
export const WORKFLOW_TPLS: TplSeed[] = [
  {
    label: 'sales_contract', name: '销售合同审批', status: 1, group_tab: '合同审批',
    card_fields: [{ field: 'amount', label: '合同金额', label_en: 'Amount' }, { field: 'customer_name', label: '客户名称', label_en: 'Customer' }],
    nodes: [
      { name: '部门经理审批', get_user_type: 3, pending_type: 0, user_count: 1, approvers: { roles: [ROLES.departmentManager.id] } },
      { name: '公司总经理审批', get_user_type: 1, pending_type: 1, user_count: 1, approvers: { roles: [ROLES.companyManager.id] } },
    ],
  },
  {
    label: 'sales_contract', name: '销售合同审批（随机与自选）', status: 0, group_tab: '', nodes: [
      { name: '随机复核', get_user_type: 0, pending_type: 2, user_count: 1, approvers: { users: [2, 3] } },
      { name: '自选审批', get_user_type: 5, pending_type: 3, user_count: 1, approvers: {} },
    ],
  },
];

export async function seedWorkflow(db: Kysely<Database>): Promise<void> {
  for (const tpl of WORKFLOW_TPLS) {
    const { id } = await db
      .insertInto('workflow_tpls')
      .values({
        label: tpl.label, name: tpl.name, status: tpl.status, multiple_rounds: 1, form_type: 0, form_name: '/approve', group_tab: tpl.group_tab,
        card_fields: tpl.card_fields ? JSON.stringify(tpl.card_fields) : null, created_at: nowStamp(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('workflow_nodes')
      .values(tpl.nodes.map((n, i) => ({
        tpl_id: id, sort: i + 1, name: n.name, get_user_type: n.get_user_type, pending_type: n.pending_type, user_count: n.user_count, approvers: JSON.stringify(n.approvers),
        opinion_required: n.opinion_required ?? 0,
      })))
      .execute();
    // The active template is the studio's version 1 of its label, as if the platform had published it.
    if (tpl.status === 1) await workflowVersions.insert(db, { name: tpl.label, definition: asDefinition(tpl), version: 1, changes: [], note: 'built-in', author: null });
  }
}

/** A seeded template as the studio's approval template definition (schemas/workflow-definition.schema.json). */
function asDefinition(tpl: TplSeed): WorkflowDefinition {
  return {
    label: tpl.label, name: tpl.name, group_tab: tpl.group_tab, ...(tpl.card_fields ? { card_fields: tpl.card_fields } : {}),
    nodes: tpl.nodes.map((n) => ({ name: n.name, get_user_type: n.get_user_type, pending_type: n.pending_type, user_count: n.user_count, ...(n.approvers as object), ...(n.opinion_required ? { opinion_required: true } : {}) })),
  };
}
