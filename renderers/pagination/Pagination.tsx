import { Pagination as AntPagination, Select, Space, Typography } from 'antd';
import type { PaginationSchema } from '../../schemas/generated/pagination';
import { useEnv, type RendererProps } from '../../registry';
import { useMobile } from '../core/use-mobile';
import { useListContext } from '../core/list-context';

/**
 * A page of one declared size whose rows all fit in it has nothing to page, only the total to tell: the
 * unpaged list (func_config pagination false, its one size the limit 9999 of spec 001 §9) and any page of
 * a fixed size holding everything at once.
 */
function nothingToPage(pageSizes: readonly number[], total: number): boolean {
  return pageSizes.length === 1 && total <= pageSizes[0];
}

/**
 * total, sizes, prev, pager, next, jumper (spec 001 §2.4); only the total when there is nothing to page;
 * nothing when there is nothing to count. The sizes only when there is a choice: a page of one size (an
 * unpaged list past its limit) gets no select of one option. On a phone the pager is antd's simple one
 * (prev, the page number to type / the count, next): the full row of page links does not fit 390 px.
 */
export function Pagination({ schema }: RendererProps<PaginationSchema>) {
  const env = useEnv();
  const list = useListContext();
  const phone = useMobile();
  if (list.total === 0) return null;
  const { page, limit } = list.query;
  const totalOnly = nothingToPage(list.pageSizes, list.total);
  return (
    <Space
      data-testid="pagination"
      wrap
      style={{ justifyContent: schema.align === 'left' ? 'flex-start' : 'flex-end', width: '100%', marginTop: 12 }}
    >
      <Typography.Text data-testid="pagination-total">{env.t('list.total', { total: list.total })}</Typography.Text>
      {!totalOnly && list.pageSizes.length > 1 && (
        <Select
          data-testid="pagination-sizes"
          size="small"
          value={limit}
          style={{ width: 110 }}
          options={list.pageSizes.map((size) => ({ value: size, label: env.t('list.pageSize', { size }) }))}
          onChange={(size: number) => list.setPage(1, size)}
        />
      )}
      {!totalOnly && (
        <AntPagination
          size="small"
          current={page}
          pageSize={limit}
          total={list.total}
          showSizeChanger={false}
          simple={phone}
          showQuickJumper={!phone}
          onChange={(next) => list.setPage(next, limit)}
        />
      )}
    </Space>
  );
}

export default Pagination;
