import { Pagination as AntPagination, Select, Space, Typography } from 'antd';
import type { PaginationSchema } from '../../schemas/generated/pagination';
import { useEnv, type RendererProps } from '../../registry';
import { useListContext } from '../list-page/list-context';

/** total, sizes, prev, pager, next, jumper (spec 001 §2.4); nothing when there is nothing to page. */
export function Pagination({ schema }: RendererProps<PaginationSchema>) {
  const env = useEnv();
  const list = useListContext();
  if (list.total === 0) return null;
  const { page, limit } = list.query;
  return (
    <Space
      data-testid="pagination"
      wrap
      style={{ justifyContent: schema.align === 'left' ? 'flex-start' : 'flex-end', width: '100%', marginTop: 12 }}
    >
      <Typography.Text data-testid="pagination-total">{env.t('list.total', { total: list.total })}</Typography.Text>
      <Select
        data-testid="pagination-sizes"
        size="small"
        value={limit}
        style={{ width: 110 }}
        options={list.pageSizes.map((size) => ({ value: size, label: env.t('list.pageSize', { size }) }))}
        onChange={(size: number) => list.setPage(1, size)}
      />
      <AntPagination
        size="small"
        current={page}
        pageSize={limit}
        total={list.total}
        showSizeChanger={false}
        showQuickJumper
        onChange={(next) => list.setPage(next, limit)}
      />
    </Space>
  );
}

export default Pagination;
