import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import { useEnv, type Language, type RendererProps } from '../registry';
import { createBuiltinRegistry } from '../renderers';
import { renderLabel, type LabelColumn } from '../renderers/core/labels';
import { useListContext } from '../renderers/list-page';
import { createFakeEnv, FakeEnvFrame } from './fake-env';
import { ProbeList } from './list-probe';

/** A renderer a component label opens: it shows the row it was given. */
function RowDetail({ schema }: RendererProps<{ type: string; row: Record<string, unknown>; heading?: string }>) {
  return (
    <div data-testid="row-detail">
      {schema.heading ?? ''}
      {String(schema.row.contract_no)}
    </div>
  );
}

const ROW: Record<string, unknown> = {
  id: 7,
  contract_no: 'XS2026110000007',
  customer_name: '上海宏达化工有限公司',
  remark: '<b>加急</b><img src="x" onerror="window.__hacked=1"><script>window.__hacked=2</script><a href="javascript:alert(1)">点我</a>',
  goods: ['电解铜', '螺纹钢'],
  tags: '1,3',
  photo: ['https://img.example.com/a.png', 'javascript:alert(1)'],
  amount: 125000.5,
  status: 1,
};

/** One column per label type, and copy on a plain money column. */
const COLUMNS: LabelColumn[] = [
  { prop: 'remark', label: '备注', labelType: 'html' },
  { prop: 'goods', label: '货物', labelType: 'array' },
  {
    prop: 'tags', label: '标签', labelType: 'array', labelConfig: { display: 'text' },
    options: [{ value: 1, label: '重点' }, { value: 2, label: '普通' }, { value: 3, label: '长期' }],
  },
  { prop: 'contract_no', label: '合同编号', labelType: 'component', labelConfig: { component: 'story-row-detail', title: '合同详情', props: { heading: '详情：' } } },
  { prop: 'customer_name', label: '客户名称', labelType: 'newpage', labelConfig: { url: 'https://crm.example.com/customer?name={customer_name}&id={id}' } },
  { prop: 'photo', label: '图片', labelType: 'image' },
  { prop: 'contract_no', label: '详情页', labelType: 'currentpage', labelConfig: { url: '/contract/detail?id={id}' } },
  { prop: 'customer_name', label: '按客户筛选', labelType: 'search' },
  { prop: 'contract_no', label: '复制编号', labelType: 'function', labelConfig: { function: 'copy' } },
  { prop: 'contract_no', label: '未知函数', labelType: 'function', labelConfig: { function: 'launchRockets' as 'copy' } },
  { prop: 'amount', label: '合同金额', valueType: 'money', copy: true },
  { prop: 'status', label: '状态', valueType: 'enum', options: [{ value: 1, label: '审批中' }] },
  { prop: 'contract_no', label: '打开详情', labelType: 'function', labelConfig: { function: 'openDetail', url: '/contract/detail/{id}' } },
  { prop: 'customer_name', label: '函数筛选', labelType: 'function', labelConfig: { function: 'filter', prop: 'customer' } },
  { prop: 'contract_no', label: '未注册组件', labelType: 'component', labelConfig: { component: 'no-such-renderer' } },
  { prop: 'customer_name', label: '不安全链接', labelType: 'newpage', labelConfig: { url: 'javascript:alert({id})' } },
  { prop: 'contract_no', label: '站外跳转', labelType: 'currentpage', labelConfig: { url: 'https://elsewhere.example.com/{id}' } },
];

/** Each column's label for one row, in a definition list, as a table cell would show it. */
function LabelGallery({ columns, row }: { columns: LabelColumn[]; row: Record<string, unknown> }) {
  const env = useEnv();
  const list = useListContext();
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: '120px 1fr', gap: 8 }}>
      {columns.map((column, i) => {
        const label = renderLabel({ column, value: row[column.prop], row, env, list });
        return [
          <dt key={`t${i}`}>{column.label}</dt>,
          <dd key={`d${i}`} data-testid={`label-${i}`} style={{ margin: 0 }}>
            {label === undefined ? <Typography.Text type="secondary">(field cell)</Typography.Text> : label}
          </dd>,
        ];
      })}
    </dl>
  );
}

interface Args {
  language: Language;
  navigate?: (to: string) => void;
  /** Sees the success notices (复制成功). */
  onSuccess?: (text: string) => void;
}

function storyEnv(language: Language, navigate?: (to: string) => void, onSuccess?: (text: string) => void) {
  const registry = createBuiltinRegistry().child();
  registry.register({ type: 'story-row-detail', component: RowDetail });
  const env = createFakeEnv(() => null, language, registry);
  if (navigate) env.navigate = navigate;
  if (onSuccess) env.notify = { ...env.notify, success: onSuccess };
  return env;
}

const meta: Meta<Args> = {
  title: 'Renderers/data-table/cell labels',
  args: { language: 'zh' },
  render: ({ language, navigate, onSuccess }) => (
    <FakeEnvFrame env={storyEnv(language, navigate, onSuccess)}>
      <ProbeList>
        <LabelGallery columns={COLUMNS} row={ROW} />
      </ProbeList>
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

/** Every label type on one contract row. */
export const AllTypes: Story = {};
export const English: Story = { args: { language: 'en' } };
