import { SearchOutlined } from '@ant-design/icons';
import { Alert, Empty, Input, Spin, Tabs, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useCallback, useEffect, useMemo, useState, type Key } from 'react';
import { failureText, useDialogHost, useEnv, type RendererProps } from '../../registry';
import type { OrgNode } from '../../schemas/generated/lookups';
import type { OrgPickerSchema } from '../../schemas/generated/org-picker';
import { ChosenTags, PickerFooter, useDebounced } from '../core/picker-shared';
import { ORG_SEARCH_DEBOUNCE_MS } from '../core/picker-shared/dialogs';
import { collectLabelOf, loadFavourites, picked, searchTree, setCollected, type PickedOrg } from '../core/picker-shared/org-api';
import { ancestorIds, childIds, rootIds } from './org-tree';
import { OrgNodeTitle } from './OrgNodeTitle';
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
  const [chosen, setChosen] = useState<readonly PickedOrg[]>([]);
  const [expanded, setExpanded] = useState<readonly number[]>([]);
  const [tab, setTab] = useState<TabKey>('all');

  // Opened with a value: the chosen organisations are ticked and their branches open; a lone company opens.
  useEffect(() => {
    if (!ready) return;
    const roots = rootIds(tree);
    setChosen((current) => [...initial.map(picked).filter((p) => !current.some((c) => c.id === p.id)), ...current]);
    setExpanded((current) => [...new Set([...current, ...(roots.length === 1 ? roots : []), ...initial.flatMap((n) => ancestorIds(tree, n.id))])]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the first level arrives
  }, [ready, initial]);

  const [search, setSearch] = useState('');
  const text = search.trim();
  const settled = useDebounced(text, ORG_SEARCH_DEBOUNCE_MS);
  // Clearing the box shows the tree at once; typing waits for the keystrokes to stop.
  const query = text === '' ? '' : settled;
  const [found, setFound] = useState<{ query: string; nodes: OrgNode[] } | null>(null);
  const kindsText = kinds?.join(',') ?? '';
  useEffect(() => {
    if (query === '') {
      setFound(null);
      return undefined;
    }
    let live = true;
    searchTree(env, kinds, query).then(
      (nodes) => {
        if (live) setFound({ query, nodes });
      },
      () => {
        if (live) setFound({ query, nodes: [] });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- kindsText stands for kinds
  }, [env, query, kindsText]);

  const [favourites, setFavourites] = useState<OrgNode[] | null>(null);
  useEffect(() => {
    if (tab !== 'favourites' || favourites !== null) return;
    loadFavourites(env, collectLabel).then(setFavourites, (error: unknown) => {
      setFavourites([]);
      env.notify.error(failureText(env.t, error, 'pickers.org.loadFailed'));
    });
  }, [env, tab, favourites, collectLabel]);

  // Stars toggled in this dialog, over what the server said when the node was loaded.
  const [starred, setStarred] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const isCollected = useCallback((node: OrgNode) => starred.get(node.id) ?? node.is_collected === 1, [starred]);
  const star = useCallback(
    (node: OrgNode) => {
      const collect = !isCollected(node);
      setBusy((b) => new Set([...b, node.id]));
      setCollected(env, collectLabel, node.id, collect)
        .then(
          () => {
            setStarred((s) => new Map([...s, [node.id, collect]]));
            setFavourites((list) => (list === null ? null : collect ? [{ ...node, is_collected: 1 }, ...list.filter((n) => n.id !== node.id)] : list.filter((n) => n.id !== node.id)));
          },
          (error: unknown) => env.notify.error(failureText(env.t, error, collect ? 'pickers.org.collectFailed' : 'pickers.org.uncollectFailed')),
        )
        .finally(() => setBusy((b) => new Set([...b].filter((id) => id !== node.id))));
    },
    [env, collectLabel, isCollected],
  );

  const toggle = useCallback(
    (node: OrgNode | undefined) => {
      if (!node?.can_selected) return;
      setChosen((current) => {
        const has = current.some((c) => c.id === node.id);
        if (multiple) return has ? current.filter((c) => c.id !== node.id) : [...current, picked(node)];
        return has ? [] : [picked(node)];
      });
    },
    [multiple],
  );

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
