import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Tooltip, Typography } from 'antd';
import constants from '../../schemas/constants.json';
import type { ListPageSchema } from '../../schemas/generated/list-page';
import { RenderChildren, useEnv, type RendererProps } from '../../registry';
import { ListContextProvider } from './list-context';
import { useListController } from './use-list-controller';

/** The list-page renderer: a controller publishing the list context, and its children by type. */
export function ListPage({ schema, path }: RendererProps<ListPageSchema>) {
  const env = useEnv();
  const pageSizes = schema.pageSizes ?? constants.pageSizes;
  const list = useListController(
    env,
    schema.id,
    schema.source,
    { page: 1, limit: schema.defaultPageSize ?? constants.defaultPageSize, sort: null, where: {} },
    pageSizes,
    { statisticsField: schema.statisticsField, summaryFields: schema.summaryFields, mergeFields: schema.mergeFields },
    schema.tableName,
  );
  return (
    <ListContextProvider value={list}>
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
        {list.error && <Alert data-testid="list-error" type="error" showIcon message={list.error} style={{ marginBottom: 12 }} />}
        <RenderChildren nodes={schema.children} path={path} />
      </Card>
    </ListContextProvider>
  );
}

export default ListPage;
