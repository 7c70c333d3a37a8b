import { Pagination, Select, Space, Typography } from 'antd';
import { useEnv } from '../../src/env/context';

export interface ListPaginationProps {
  page: number;
  limit: number;
  total: number;
  pageSizes: number[];
  onChange(page: number, limit: number): void;
}

/** total, sizes, prev, pager, next, jumper (spec 001 §2.4); nothing when there is nothing to page. */
export function ListPagination({ page, limit, total, pageSizes, onChange }: ListPaginationProps) {
  const env = useEnv();
  if (total === 0) return null;
  return (
    <Space data-testid="pagination" wrap style={{ justifyContent: 'flex-end', width: '100%', marginTop: 12 }}>
      <Typography.Text data-testid="pagination-total">{env.t('list.total', { total })}</Typography.Text>
      <Select
        data-testid="pagination-sizes"
        size="small"
        value={limit}
        style={{ width: 110 }}
        options={pageSizes.map((size) => ({ value: size, label: env.t('list.pageSize', { size }) }))}
        onChange={(size: number) => onChange(1, size)}
      />
      <Pagination
        size="small"
        current={page}
        pageSize={limit}
        total={total}
        showSizeChanger={false}
        showQuickJumper
        onChange={(next) => onChange(next, limit)}
      />
    </Space>
  );
}
