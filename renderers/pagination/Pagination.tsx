import { Pagination as AntPagination, Select, Space, Typography } from 'antd';
import constants from '../../schemas/constants.json';
import type { PaginationSchema } from '../../schemas/generated/pagination';
import { useEnv, type RendererProps } from '../../registry';
import { useListContext } from '../list-page/list-context';

/**
 * An unpaged list (func_config pagination false) has the one page size of "everything at once"
 * (spec 001 §9): while all its rows fit that page there is nothing to page, only the total to tell.
 */
function isUnpaged(pageSizes: readonly number[], total: number): boolean {
  return pageSizes.length === 1 && pageSizes[0] === constants.unpagedLimit && total <= constants.unpagedLimit;
}

/**
 * total, sizes, prev, pager, next, jumper (spec 001 §2.4); only the total on an unpaged list; nothing
 * when there is nothing to count.
 */
export function Pagination({ schema }: RendererProps<PaginationSchema>) {
  const env = useEnv();
  const list = useListContext();
  if (list.total === 0) return null;
  const { page, limit } = list.query;
  const unpaged = isUnpaged(list.pageSizes, list.total);
  return (
    <Space
      data-testid="pagination"
      wrap
      style={{ justifyContent: schema.align === 'left' ? 'flex-start' : 'flex-end', width: '100%', marginTop: 12 }}
    >
      <Typography.Text data-testid="pagination-total">{env.t('list.total', { total: list.total })}</Typography.Text>
      {!unpaged && (
        <Select
          data-testid="pagination-sizes"
          size="small"
          value={limit}
          style={{ width: 110 }}
          options={list.pageSizes.map((size) => ({ value: size, label: env.t('list.pageSize', { size }) }))}
          onChange={(size: number) => list.setPage(1, size)}
        />
      )}
      {!unpaged && (
        <AntPagination
          size="small"
          current={page}
          pageSize={limit}
          total={list.total}
          showSizeChanger={false}
          showQuickJumper
          onChange={(next) => list.setPage(next, limit)}
        />
      )}
    </Space>
  );
}

export default Pagination;
