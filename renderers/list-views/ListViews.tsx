import { AppstoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Flex, Segmented, Typography } from 'antd';
import { RenderSchema, useEnv, type RendererProps } from '../../registry';
import type { ListViewsSchema } from '../../schemas/generated/list-views';
import { useListControls } from '../core/list-context';
import { useRememberedView, type ListView } from './remembered-view';

/**
 * The list-views renderer: the switch 切换视图： and the chosen view, children[0] (table) or children[1]
 * (cards). Only the chosen one renders, so both read the same list context without doubling the work.
 */
export function ListViews({ schema, path }: RendererProps<ListViewsSchema>) {
  const env = useEnv();
  const list = useListControls();
  const [view, choose] = useRememberedView(schema.pageKey ?? list.tableName, schema.defaultView ?? 'table');
  const index = view === 'card' ? 1 : 0;
  return (
    <div data-testid="list-views">
      <Flex justify="flex-end" align="center" gap={8} style={{ marginBottom: 8 }}>
        <Typography.Text id={`${path}-view-label`}>{env.t('listlabels.views.label')}</Typography.Text>
        <Segmented<ListView>
          aria-labelledby={`${path}-view-label`}
          size="small"
          value={view}
          onChange={choose}
          options={[
            { value: 'table', label: env.t('listlabels.views.table'), icon: <UnorderedListOutlined /> },
            { value: 'card', label: env.t('listlabels.views.card'), icon: <AppstoreOutlined /> },
          ]}
        />
      </Flex>
      <RenderSchema key={view} schema={schema.children[index]} path={`${path}/children/${index}`} />
    </div>
  );
}

export default ListViews;
