import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Tooltip, Typography } from 'antd';
import type { ListPageSchema } from '../../schemas/generated/list-page';
import { RenderSchema, type RendererProps } from '../../registry';
import { useEnv } from '../../src/env/context';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../src/pages/compile/compile-list-page';
import { ListPagination } from './ListPagination';
import { useListQuery } from './use-list-query';

/** The list-page renderer: a controller (useListQuery) and views composed by type. */
export function ListPage({ schema }: RendererProps<ListPageSchema>) {
  const env = useEnv();
  const pageSizes = schema.pagination?.pageSizes ?? PAGE_SIZES;
  const list = useListQuery(env, schema.source, {
    page: 1,
    limit: schema.pagination?.defaultPageSize ?? DEFAULT_PAGE_SIZE,
    sort: null,
  });
  return (
    <Card
      data-testid="list-page"
      title={<Typography.Title level={5} style={{ margin: 0 }}>{schema.title}</Typography.Title>}
      extra={
        <Space>
          <Tooltip title={env.t('list.refresh')}>
            <Button aria-label={env.t('list.refresh')} icon={<ReloadOutlined />} onClick={list.refresh} />
          </Tooltip>
        </Space>
      }
    >
      {list.failed && <Alert type="error" showIcon message={env.t('errors.loadFailed')} style={{ marginBottom: 12 }} />}
      <RenderSchema
        schema={schema.table}
        props={{ rows: list.result.rows, loading: list.loading, sort: list.query.sort, onSortChange: list.setSort }}
      />
      <ListPagination
        page={list.query.page}
        limit={list.query.limit}
        total={list.result.total}
        pageSizes={pageSizes}
        onChange={list.setPage}
      />
    </Card>
  );
}

export default ListPage;
