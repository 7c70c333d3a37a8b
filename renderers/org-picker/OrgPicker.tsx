import { SearchOutlined } from '@ant-design/icons';
import { Alert, Empty, Input, Spin, Tabs, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState, type Key } from 'react';
import { useDialogHost, useEnv, type RendererProps } from '../../registry';
import type { OrgNode } from '../../schemas/generated/lookups';
import type { OrgPickerSchema } from '../../schemas/generated/org-picker';
import { ChosenTags, PickerFooter } from '../core/picker-shared';
import { collectLabelOf } from '../core/picker-shared/org-api';
import { childIds, rootIds } from './org-tree';
import { OrgNodeTitle } from './OrgNodeTitle';
import { useOrgChoice } from './use-org-choice';
import { useOrgFavourites } from './use-org-favourites';
import { useOrgSearch } from './use-org-search';
import { useOrgTree } from './use-org-tree';

type TabKey = 'all' | 'favourites';
const LIST_HEIGHT = 400;

/**
 * The organisation tree picker's body (spec 001 screen 18): 全部 (the lazy tree, or the search's matches) and
 * 收藏 (the caller's favourites), a star per node, single or multiple choice; 确定 closes with the choice.
 */
export default function OrgPicker({ schema }: RendererProps<OrgPickerSchema>) {
  const env = useEnv();
  const host = useDialogHost();
  const multiple = schema.multiple ?? false;
  const kinds = schema.kinds;
  const collectLabel = collectLabelOf(kinds);
  const { tree, ready, failed, expand, initial } = useOrgTree(env, kinds, schema.selected ?? []);
  const { chosen, setChosen, expanded, setExpanded, toggle } = useOrgChoice(tree, ready, initial, multiple);
  const [tab, setTab] = useState<TabKey>('all');

  const [search, setSearch] = useState('');
  const { query, found } = useOrgSearch(env, kinds, search);

  const { favourites, isCollected, star, busy } = useOrgFavourites(env, collectLabel, tab === 'favourites');

  const dataNode = (node: OrgNode, children: DataNode[] | undefined, isLeaf: boolean, withPath: boolean): DataNode => ({
    key: node.id,
    title: <OrgNodeTitle node={node} collected={isCollected(node)} busy={busy.has(node.id)} withPath={withPath} onStar={star} />,
    isLeaf,
    children,
    selectable: node.can_selected,
    disableCheckbox: !node.can_selected,
  });
  const treeNode = (id: number): DataNode => {
    const node = tree.nodes.get(id)!;
    const kids = tree.loaded.has(id) ? childIds(tree, id) : undefined;
    return dataNode(node, kids?.map(treeNode), node.is_leaf || kids?.length === 0, false);
  };
  // Search matches and favourites are flat: each shows where it sits.
  const flatNode = (node: OrgNode): DataNode => dataNode(node, undefined, true, true);

  const known = useMemo(() => new Map([...(favourites ?? []), ...(found?.nodes ?? []), ...tree.nodes.values()].map((n) => [n.id, n] as const)), [favourites, found, tree]);
  const chosenIds = chosen.map((c) => c.id);
  const treeProps = {
    blockNode: true,
    checkable: multiple,
    checkStrictly: true,
    checkedKeys: { checked: chosenIds, halfChecked: [] },
    selectedKeys: multiple ? [] : chosenIds,
    onSelect: (_: unknown, info: { node: { key: Key } }) => toggle(known.get(Number(info.node.key))),
    onCheck: (_: unknown, info: { node: { key: Key } }) => toggle(known.get(Number(info.node.key))),
  };

  const searching = query !== '' && found?.query !== query;
  const allBody = failed ? (
    <Alert type="error" showIcon message={env.t('pickers.org.loadFailed')} />
  ) : query !== '' ? (
    searching ? (
      <Spin tip={env.t('pickers.searching')}>
        <div style={{ height: 80 }} />
      </Spin>
    ) : found && found.nodes.length > 0 ? (
      <Tree {...treeProps} treeData={found.nodes.map(flatNode)} />
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={env.t('pickers.org.noMatch')} />
    )
  ) : !ready ? (
    <Spin style={{ display: 'block', margin: '32px auto' }} />
  ) : tree.nodes.size === 0 ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={env.t('pickers.org.empty')} />
  ) : (
    <Tree
      {...treeProps}
      aria-label={env.t('pickers.org.tree')}
      treeData={rootIds(tree).map(treeNode)}
      expandedKeys={expanded as number[]}
      onExpand={(keys) => setExpanded(keys.map(Number))}
      loadData={(node) => expand(Number(node.key))}
    />
  );
  const favouritesBody =
    favourites === null ? (
      <Spin style={{ display: 'block', margin: '32px auto' }} />
    ) : favourites.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={env.t('pickers.org.noFavourites')} />
    ) : (
      <Tree {...treeProps} treeData={favourites.map(flatNode)} />
    );

  const ok = () => {
    if (chosen.length === 0) {
      env.notify.warning(env.t('pickers.needOne'));
      return;
    }
    host?.close(multiple ? chosen : chosen[0]);
  };

  return (
    <div data-testid="org-picker" data-mode={multiple ? 'multiple' : 'single'}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          {
            key: 'all',
            label: env.t('pickers.org.all'),
            children: (
              <>
                <Input
                  prefix={<SearchOutlined />}
                  aria-label={env.t('pickers.org.search')}
                  placeholder={env.t('pickers.org.search')}
                  allowClear
                  maxLength={50}
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  style={{ marginBottom: 8 }}
                />
                <div style={{ maxHeight: LIST_HEIGHT, overflowY: 'auto' }}>{allBody}</div>
              </>
            ),
          },
          { key: 'favourites', label: env.t('pickers.org.favourites'), children: <div style={{ maxHeight: LIST_HEIGHT, overflowY: 'auto' }}>{favouritesBody}</div> },
        ]}
      />
      <ChosenTags items={chosen.map((c) => ({ key: c.id, label: c.name, title: c.path_name }))} onRemove={(id) => setChosen((current) => current.filter((c) => c.id !== id))} />
      <PickerFooter onCancel={() => host?.close()} onOk={ok} />
    </div>
  );
}
