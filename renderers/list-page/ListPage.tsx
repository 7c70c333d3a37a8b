import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import constants from '../../schemas/constants.json';
import type { ListPageSchema } from '../../schemas/generated/list-page';
import type { StatusTabsSchema } from '../../schemas/generated/status-tabs';
import { RenderChildren, useEnv, type RendererProps } from '../../registry';
import { ListContextProvider } from './list-context';
import { useListController } from './use-list-controller';
import { locationParams } from './url-query';
import { useUrlPresets, type UrlPresets } from './use-url-presets';

/** The list-page renderer: the URL's presets first (spec 001 §2), then the page starting from them. */
export function ListPage(props: RendererProps<ListPageSchema>) {
  const env = useEnv();
  const tabs = props.schema.children.find((child) => child.type === 'status-tabs') as StatusTabsSchema | undefined;
  const presets = useUrlPresets(env, tabs, () => env.routeQuery?.() ?? locationParams());
  // Only while a `rule-prefix:` preset is looked up: the first list call then carries it.
  if (!presets) return <Card data-testid="list-page" loading title={props.schema.title} />;
  return <ListPageBody {...props} presets={presets} />;
}

/** A controller publishing the list context, and its children by type. */
function ListPageBody({ schema, path, presets }: RendererProps<ListPageSchema> & { presets: UrlPresets }) {
  const env = useEnv();
  const pageSizes = schema.pageSizes ?? constants.pageSizes;
  const controlled = useListController(
    env,
    schema.id,
    schema.source,
    { page: 1, limit: schema.defaultPageSize ?? constants.defaultPageSize, sort: null, where: presets.where },
    pageSizes,
    { statisticsField: schema.statisticsField, summaryFields: schema.summaryFields, mergeFields: schema.mergeFields },
    schema.tableName,
  );
  const list = useMemo(() => ({ ...controlled, urlPresets: presets.asks }), [controlled, presets.asks]);
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
