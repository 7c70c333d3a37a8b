/**
 * The page-open baseline (bench/page-open.ts): a bare antd page that makes the same list call as our list
 * page and shows its rows in an antd Table of the same columns, under the app's theme and locale. Its
 * "sidebar" is one button; `#auto=1` makes the call at once (the cold reload). The session secret and the
 * columns come in the address's hash, so the page itself asks nothing but the list.
 */
import { Button, ConfigProvider, Layout, Table } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { PLATFORM_THEME } from '../../registry/theme';

const hash = new URLSearchParams(location.hash.slice(1));
const token = hash.get('token') ?? '';
const columns = (JSON.parse(hash.get('columns') ?? '[]') as { prop: string; label: string }[]).map((c) => ({ key: c.prop, dataIndex: c.prop, title: c.label, width: 150, ellipsis: true }));
const listUrl = hash.get('list') ?? '';

type Row = Record<string, unknown> & { id: number };

function List() {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [total, setTotal] = useState(0);
  useEffect(() => {
    void fetch(listUrl, { headers: { authorization: `Bearer ${token}` } })
      .then((r) => r.json() as Promise<{ data: { data: Row[]; total: number } }>)
      .then((answer) => {
        setRows(answer.data.data);
        setTotal(answer.data.total);
      });
  }, []);
  return (
    <Table<Row>
      data-testid="data-table"
      rowKey="id"
      size="small"
      loading={rows === null}
      columns={columns}
      dataSource={rows ?? []}
      scroll={{ x: 'max-content' }}
      pagination={{ total, pageSize: rows?.length || 20, showTotal: (n) => `共 ${n} 条` }}
    />
  );
}

function Bare() {
  const [open, setOpen] = useState(hash.get('auto') === '1');
  return (
    <ConfigProvider locale={zhCN} theme={PLATFORM_THEME}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider theme="light" width={220}>
          <Button data-testid="bare-open" type="text" onClick={() => setOpen(true)}>
            销售合同
          </Button>
        </Layout.Sider>
        <Layout.Content style={{ padding: 16 }}>{open && <List />}</Layout.Content>
      </Layout>
    </ConfigProvider>
  );
}

createRoot(document.getElementById('root')!).render(<Bare />);
