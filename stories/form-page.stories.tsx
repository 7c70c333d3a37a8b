import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiCodeError, DialogHostProvider, RenderSchema, type EnvUser, type Language, type RendererEnv } from '../registry';
import type { FormNode, FormPageSchema } from '../schemas/generated/form-page';
import type { FlowLogEntry, PendingTask, Tpl, WorkflowData } from '../schemas/generated/workflow';
import { contractForm, OWN_PRICE_SPLIT, SPLIT_GOODS_COLUMNS, STORED_CONTRACT } from './contract-form';
import { createPickerServer } from './picker-server';
import { createFakeEnv, FakeEnvFrame, type FakeEnv } from './fake-env';
import { createFileServer, storedFile, type FileServer } from './fake-file-server';
import type { Attachment } from '../renderers/core/file-shared/api';

const TEMPLATE: Tpl = { id: 1, label: 'sales_contract', name: '销售合同审批', status: 1, multiple_rounds: 1, form_type: 0, form_name: '/approve', group_tab: '合同审批' };
const CLERK: EnvUser = { id: 4, name: '张伟', orgId: 7, orgName: '华东销售一组', positionName: '销售专员', positionCount: 1 };
const MANAGER: EnvUser = { id: 3, name: '李明', orgId: 6, orgName: '华东销售部', positionName: '华东销售部经理', positionCount: 1 };

function flowOf(status: WorkflowData['status']): WorkflowData {
  return {
    id: 11, tpl_id: 1, tpl_label: 'sales_contract', form_data_id: 7, name: '销售合同 聚乙烯年度供货合同', status, round: 1, current_node_id: 1,
    created_user: 4, created_user_name: '张伟', created_at: '2026-11-20 09:10:00', updated_at: '2026-11-20 09:10:00',
  };
}

const SUBMITTED: FlowLogEntry = { id: 29, round: 1, node_id: 0, node_name: '', user_id: 4, user_name: '张伟', status: 7, opinion: '', from_task_id: null, created_at: '2026-11-20 09:10:00', handled_at: '2026-11-20 09:10:00' };
const LOG: FlowLogEntry[] = [
  SUBMITTED,
  { id: 30, round: 1, node_id: 1, node_name: '部门经理审批', user_id: 3, user_name: '李明', status: 1, opinion: '同意', from_task_id: null, created_at: '2026-11-20 09:10:00', handled_at: '2026-11-20 10:00:00' },
];
/** Who holds the document in approval now: the company manager's step. */
const PENDING: PendingTask[] = [{ id: 32, user_id: 2, user_name: '王建国', node_id: 2, node_name: '公司总经理审批', opinion_required: 0, created_at: '2026-11-20 10:00:00' }];
/** The department manager's own task (workflow_log_id 31) on the first step. */
const MY_TASK: PendingTask = { id: 31, user_id: 3, user_name: '李明', node_id: 1, node_name: '部门经理审批', opinion_required: 0, created_at: '2026-11-20 09:10:00' };

/** The sales contract's field rules as the server declares them (server/modules/resources/definitions). */
const CONTRACT_RULES = {
  fields: {
    contract_no: { unique: true, pattern: '[A-Za-z0-9-]+', patternMessage: { zh: '合同编号只能包含字母、数字和-', en: 'The contract number may hold letters, digits and - only' } },
    amount: { min: 0.01, max: 999_999_999_999, precision: 2 },
  },
  numbered: 'contract_no',
  // 合同金额 is the sum of its lines' 金额 while it has lines (ResourceChild.totals).
  totals: { amount: { child: 'lines', column: 'amount' } },
};

export interface FormStoryArgs {
  schema: FormPageSchema;
  /** The stored record the address names (data_id 7); none for a new one. */
  record?: Record<string, unknown>;
  /** The label's active template; null: none (no approval mode). */
  template?: Tpl | null;
  flow?: WorkflowData | null;
  /** Several workflow records (instead of `flow`). */
  flows?: WorkflowData[];
  /** The record's flow log and pending tasks as workflow/detail answers them (default: LOG, and PENDING while in approval). */
  log?: FlowLogEntry[];
  pending?: PendingTask[];
  /** The address's query, e.g. `data_id=7&workflow_log_id=31`. */
  query?: string;
  user?: EnvUser;
  /** The page knows no template, but the server has an active one: it keeps a 提交 a draft. */
  templateOnServer?: boolean;
  /** The first write answers 2888 with these warnings (then the confirmed one succeeds), or 3010. */
  risk?: 'warning' | 'block';
  language?: Language;
  /** Hosted in a dialog (a toolbar component button): the closes it asked for are recorded here. */
  dialogCloses?: boolean[];
  /** The stored record's files (file/index). */
  files?: Attachment[];
}

/** The confirmations the story's env was asked, in order, and where it navigated. */
export type FormEnv = FakeEnv & { confirms: string[]; navigations: string[]; files: FileServer };

/** A fake server for one contract and its approval flow; every call is recorded. */
export function formEnv(args: FormStoryArgs): FormEnv {
  let risked = false;
  // The user picker's calls (转办, 加签, 抄送 pick people) answered like the server.
  const people = createPickerServer();
  const files = createFileServer(args.files ?? []);
  const base = createFakeEnv((url, options) => {
    const body = (options.body ?? {}) as Record<string, unknown>;
    if (url.startsWith('/api/base/file/') || url === '/api/base/config/get') return files.answer(url, options);
    // The workflow record (before the resource's own /detail).
    if (url === '/api/base/workflow/detail') {
      const flow = (args.flows ?? (args.flow ? [args.flow] : [])).find((f) => f.id === options.query?.id);
      if (!flow) throw new ApiCodeError(4404, '数据不存在或无权查看', null);
      if (flow.id === 12) return { data: flow, log: [SUBMITTED, { ...LOG[1], id: 40, node_name: '变更复核', status: 2, opinion: '变更理由不足' }], pending: [] };
      return { data: flow, log: args.log ?? LOG, pending: args.pending ?? (flow.status === 1 ? PENDING : []) };
    }
    if (url.endsWith('/detail')) return { ...STORED_CONTRACT, ...args.record };
    if (url.endsWith('/detailbylabel')) return args.template === undefined ? TEMPLATE : args.template;
    if (url.endsWith('/fieldRules')) return CONTRACT_RULES;
    if (url === '/api/base/workflowdata') return { data: args.flows ?? (args.flow ? [args.flow] : []) };
    if (url === '/api/base/workflow/executedFlowList') return args.log ?? LOG;
    if (url === '/api/base/workflow/handle') return null;
    if (/\/(add|update|stash)$/.test(url)) {
      if (args.risk && !risked && !url.endsWith('/stash')) {
        risked = true;
        if (args.risk === 'block') throw new ApiCodeError(3010, '风控拦截', { breakdown: [{ id: 2, code: 'SC_AMOUNT_BLOCK', prompt_content_result: '合同金额超过1亿元' }], warning: [] });
        throw new ApiCodeError(2888, '风控提示', { breakdown: [], warning: [{ id: 1, code: 'SC_AMOUNT_WARN', prompt_content_result: '合同金额超过1000万元，请确认' }], confirm_token: 'tok' });
      }
      // As the server decides: 提交 outside approval completes the document, unless its template is active after all.
      const status = body.submit_status === 1 && args.template === null && !args.templateOnServer ? 2 : 0;
      return { ...STORED_CONTRACT, ...body, status, id: body.id ?? 8, warning: [] };
    }
    if (url === '/api/base/workflow/nextFlow') {
      return { tpl_id: 1, round: 1, next_flow: { id: 1, name: '部门经理审批', sort: 1, get_user_type: 3, pending_type: 0, user_count: 1, get_user_type_label: '部门负责人', pending_type_label: '全部通过', users: [{ id: 3, name: '李明' }] } };
    }
    if (url === '/api/base/workflow/submitFlow') return flowOf(1);
    if (url.includes('/user/')) return people.handler(url, options);
    return null;
  }, args.language ?? 'zh');
  const confirms: string[] = [];
  const navigations: string[] = [];
  const env: FormEnv = {
    ...base,
    upload: files.upload,
    files,
    confirms,
    navigations,
    confirm: async (options) => {
      confirms.push(options.content);
      return true;
    },
    navigate: (to) => void navigations.push(to),
    routeQuery: () => new URLSearchParams(args.query ?? (args.record ? 'data_id=7' : '')),
    user: () => args.user ?? CLERK,
  };
  return env;
}

function FormStory({ args, env }: { args: FormStoryArgs; env: RendererEnv }) {
  const closes = args.dialogCloses;
  const form = <RenderSchema schema={args.schema} />;
  return (
    <FakeEnvFrame env={env}>
      {closes ? <DialogHostProvider value={{ close: (changed) => void closes.push(changed === true) }}>{form}</DialogHostProvider> : form}
    </FakeEnvFrame>
  );
}

const meta: Meta<FormStoryArgs & { env?: FormEnv }> = {
  title: 'Renderers/form-page',
  args: { schema: contractForm() },
  render: ({ env, ...args }) => <FormStory args={args} env={env ?? formEnv(args)} />,
};
export default meta;

type Story = StoryObj<FormStoryArgs & { env?: FormEnv }>;

/** A new contract in approval mode: 暂存, 保存, 保存并提交, 查看审批信息 and 返回; creator and department from the user. */
export const NewContract: Story = {};
/** A new contract with every field filled in (the declared defaults). */
export const NewFilled: Story = {
  args: { schema: contractForm({}, { contract_no: 'HT-2026-0100', contract_name: '新签合同', customer_name: '华东化工有限公司', sign_date: '2026-11-21', goods_name: '聚丙烯', amount: 20000000 }) },
};
/** Without an active template the save button reads 提交 and completes the document. */
/** Values the resource's rules refuse: the form says so in the server's words before anything is sent. */
export const NewInvalid: Story = {
  args: { schema: contractForm({}, { contract_no: 'HT 2026', contract_name: '新签合同', customer_name: '华东化工有限公司', sign_date: '2026-11-21', goods_name: '聚丙烯', amount: -5 }) },
};

export const WithoutApproval: Story = { args: { ...NewFilled.args, template: null } };

/** Goods lines in the form (issue 21): an editable table as the `lines` field, saved with the document. */
export const NewWithLines: Story = {
  args: {
    schema: contractForm(
      {},
      {
        contract_no: 'HT-2026-0101', contract_name: '钢材供货合同', customer_name: '华东化工有限公司', sign_date: '2026-11-21', goods_name: '钢材', amount: 97410,
        lines: [{ goods_name: '螺纹钢 HRB400', spec: 'Φ12', quantity: 25.5, price: 3820, tax_rate: 0.13, delivery_date: '2026-12-05', urgent: 0 }],
      },
      true,
    ),
  },
};
/** A stored contract with its own price split (issue 21): the record's line_splits shows 运费 and 货款 after the unit price. */
export const DraftWithOwnSplit: Story = {
  args: {
    schema: contractForm({}, {}, true, SPLIT_GOODS_COLUMNS),
    record: {
      lines: [{ id: 1, goods_name: '螺纹钢 HRB400', spec: 'Φ12', quantity: 10, price: 1130, tax_rate: 0.13, delivery_date: '2026-12-05', urgent: 0, split_1: 50 }],
      line_splits: { lines: { price: OWN_PRICE_SPLIT } },
    },
  },
};
/** The same, but the server has an active template: its answer keeps the document a draft, and the page says so. */
export const WithoutApprovalKeptDraft: Story = { args: { ...WithoutApproval.args, templateOnServer: true } };
const FILES = [
  storedFile(1, '合同扫描件.pdf', { size: 245760, remarks: '双方盖章', upload_time: '2026-11-20 09:05:00' }),
  storedFile(2, '报价单.xlsx', { size: 10240, upload_time: '2026-11-20 09:06:00', not_down: 1 }),
];

/** A stored draft: editable, its audit facts shown. */
export const Draft: Story = { args: { record: {}, files: FILES } };
/** A form with a required attachment field (x-component Attachment): the files it lists are the record's. */
function withFileField(schema: FormPageSchema = contractForm(), props: Record<string, unknown> = {}): FormPageSchema {
  const fileInfo: FormNode = {
    type: 'void', title: '合同附件', 'x-component': 'FormSection',
    properties: { scans: { type: 'array', title: '合同扫描件', required: true, 'x-decorator': 'FormItem', 'x-component': 'Attachment', 'x-component-props': { scene: 'file', ...props } } },
  };
  return { ...schema, form: { ...schema.form, properties: { ...schema.form.properties, fileInfo } } };
}
/** A stored draft whose form requires a file it does not have yet: 请上传文件附件 until one is uploaded. */
export const DraftNeedsFile: Story = { args: { schema: withFileField(), record: {} } };
/**
 * A stored draft whose attachment field allows 1 MB, holding a 3 MB file second in its list (attached before the
 * limit was lowered): its save is refused with 序号为2附件超过1M，请压缩后再提交或压缩完成之后再上传.
 */
export const DraftFileTooLarge: Story = {
  args: {
    schema: withFileField(contractForm(), { maxSize: 1 }),
    record: {},
    files: [storedFile(1, '合同扫描件.pdf', { size: 245760 }), storedFile(2, '盖章原件.pdf', { size: 3 * 1024 * 1024 })],
  },
};
/** A new document with the attachment field: its files are uploaded at once, pending until the add binds them. */
export const NewNeedsFile: Story = { args: { schema: withFileField(NewFilled.args!.schema) } };
/** A form with a required-items table (x-component AttachmentCollect): 合同原件 required, 其他材料 not. */
function withCollectField(): FormPageSchema {
  const schema = contractForm();
  const papers: FormNode = {
    type: 'void', title: '合同资料', 'x-component': 'FormSection',
    properties: {
      documents: {
        type: 'array', title: '合同资料', 'x-decorator': 'FormItem', 'x-component': 'AttachmentCollect',
        'x-component-props': { items: [{ prop: 'signed_contract', label: '合同原件', kind: 'file', require: true }, { prop: 'other_papers', label: '其他材料', kind: 'file', limit: 5 }] },
      },
    },
  };
  return { ...schema, form: { ...schema.form, properties: { ...schema.form.properties, papers } } };
}
/** A stored draft whose required item 合同原件 has no file yet: 请上传文件附件：合同原件 until one is uploaded for it. */
export const DraftNeedsItem: Story = { args: { schema: withCollectField(), record: {} } };
/** The same draft whose save meets a warning rule (2888), then a block rule (3010). */
export const DraftWarned: Story = { args: { record: {}, risk: 'warning' } };
export const DraftBlocked: Story = { args: { record: {}, risk: 'block' } };

/** In approval: read-only with the section tabs, 附件信息, the flow log, 导出 and 撤回 for its creator. */
export const InApproval: Story = { args: { record: { status: 1 }, files: FILES, flow: flowOf(1) } };
/** A document two flows have handled: a switcher picks the record the approval panel shows. */
export const SeveralFlows: Story = {
  args: { record: { status: 2 }, flows: [{ ...flowOf(2), name: '销售合同审批' }, { ...flowOf(3), id: 12, tpl_id: 2, name: '合同变更审批' }] },
};
/** On a phone (viewport under 768 px): the relation and control panels are hidden; 查看审批列表 leads to the approval list. */
export const Mobile: Story = {
  args: {
    record: { status: 1 },
    flow: flowOf(1),
    schema: contractForm({
      form: {
        type: 'object',
        properties: {
          ...contractForm().form.properties,
          relationInfo: { type: 'void', title: '关联信息', 'x-component': 'FormSection', properties: { customer_name: { type: 'string', title: '关联客户', 'x-component': 'text', 'x-decorator': 'FormItem' } } },
        },
      },
    }),
  },
};
/** The approver's link (workflow_log_id): read-only with the decision on their task. */
export const ApproverTask: Story = {
  args: { record: { status: 1 }, flow: flowOf(1), log: [SUBMITTED], pending: [MY_TASK], query: 'data_id=7&workflow_label=sales_contract&workflow_log_id=31', user: MANAGER },
};
/** The same task on a step that asks an opinion for every decision (opinion_required 1): 同意 needs one too. */
export const ApproverOpinionRequired: Story = { args: { ...ApproverTask.args, pending: [{ ...MY_TASK, opinion_required: 1 }] } };
/** Returned to its creator (退回 at the first step): 已退回, not 已驳回, and editable again. */
export const Returned: Story = {
  args: {
    record: { status: 5 },
    flow: flowOf(5),
    log: [SUBMITTED, { ...LOG[1], status: 3, opinion: '请补充付款条款' }],
  },
};
export const English: Story = { args: { language: 'en' } };
/** In a dialog (a toolbar component button): the selected row is the record; saving or 返回 closes the dialog. */
export const InDialog: Story = { args: { schema: contractForm({ row: { id: 7 } }), record: {}, query: '', dialogCloses: [] } };
