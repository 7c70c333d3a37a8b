import { ReloadOutlined } from '@ant-design/icons';
import { FoldButton, useFold } from './list-fold-button';
import { ListRoomContext } from '../core/list-fold';
import { Alert, Button, Card, Space, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import constants from '../../schemas/constants.json';
import type { ListPageSchema } from '../../schemas/generated/list-page';
import type { StatusTabsSchema } from '../../schemas/generated/status-tabs';
import { useEnv, type RendererProps } from '../../registry';
import { ListChildren } from './list-bars';
import { ListContextProvider } from '../core/list-context';
import { useViewsBoot, viewIdParam, type ViewsBoot } from './saved-view-boot';
import { overlaySettings } from './saved-view-columns';
import { pageViewsOf, type PageViews } from './saved-view-page';
import { useColumnsChoice } from './use-columns-choice';
import { useListController } from './use-list-controller';
import { useSavedViews } from './use-saved-views';
import { locationParams } from '../core/url-query';
import { openingWhere } from './opening-calls';
import { declaredSearchKeys } from './search-keys';
import { useUrlPresets, type UrlPresets } from './use-url-presets';
import { useKeepPlace, usePlaceMemory, type ListPlace } from './list-place';
import { rememberTableOffset } from './table-offset';
import type { PageMemory } from '../../registry';

/**
 * The list-page renderer: the URL's presets first (spec 001 §2), then (with saved views) the matching or
 * default view, then the page starting from them: the first list call already carries both.
 */
export function ListPage(props: RendererProps<ListPageSchema>) {
  const env = useEnv();
  const { schema } = props;
  const tabs = schema.children.find((child) => child.type === 'status-tabs') as StatusTabsSchema | undefined;
  const readParams = () => env.routeQuery?.() ?? locationParams();
  const presets = useUrlPresets(env, tabs, readParams);
  const [pageViews] = useState(() => pageViewsOf(schema));
  // Back from a record: the place the user left (issue 41 item 10), its view among it.
  const kept = usePlaceMemory(env, schema.id, readParams);
  const [viewId] = useState(() => viewIdParam(readParams()) ?? kept.place?.viewId ?? null);
  const boot = useViewsBoot(env, pageViews.enabled, schema.tableName ?? `menu-${schema.id}`, schema.id, viewId);
  // Only while a `rule-prefix:` preset is looked up or the views load: the first list call then carries them.
  if (!presets || !boot) return <Card data-testid="list-page" loading title={schema.title} />;
  return <ListPageBody {...props} presets={presets} boot={boot} pageViews={pageViews} kept={kept} />;
}

interface BodyProps extends RendererProps<ListPageSchema> {
  presets: UrlPresets;
  boot: ViewsBoot;
  pageViews: PageViews;
  kept: { memory: PageMemory | null; place: ListPlace | null; opening: string };
}

/** A controller publishing the list context, and its children by type. */
function ListPageBody({ schema, path, presets, boot, pageViews, kept }: BodyProps) {
  const env = useEnv();
  const pageSizes = schema.pageSizes ?? constants.pageSizes;
  // Search source precedence (spec 001 §4): the view's conditions over the URL's, field by field.
  const [where] = useState(() => openingWhere(presets.where, boot.initial, pageViews.fields));
  const controlled = useListController(
    env,
    schema.id,
    schema.source,
    kept.place?.query ?? { page: 1, limit: schema.defaultPageSize ?? constants.defaultPageSize, sort: null, where },
    pageSizes,
    { statisticsField: schema.statisticsField, summaryFields: schema.summaryFields, mergeFields: schema.mergeFields },
    schema.tableName,
    kept.place !== null,
  );
  const { views, columns, dropColumns } = useSavedViews(env, {
    boot,
    list: controlled,
    fields: pageViews.fields,
    pageVersion: pageViews.pageVersion,
    tableKey: controlled.tableName,
    permsId: schema.id,
  });
  const settings = useMemo(() => overlaySettings(controlled.settings, columns), [controlled.settings, columns]);
  const saveSettings = useColumnsChoice(controlled.saveSettings, dropColumns);
  const searchKeys = useMemo(() => declaredSearchKeys(schema.children) ?? undefined, [schema.children]);
  const list = useMemo(
    () => ({ ...controlled, settings, saveSettings, urlPresets: presets.asks, views: pageViews.enabled ? views : undefined, searchKeys }),
    [controlled, settings, saveSettings, presets.asks, pageViews.enabled, views, searchKeys],
  );
  const root = useRef<HTMLDivElement>(null);
  useKeepPlace({ ...kept, restored: kept.place, query: list.query, viewId: pageViews.enabled ? (views.current?.id ?? null) : null, shown: !list.loading, root });
  // Where the table starts below the controls, once all is drawn and again when rows have come: the next opening
  // draws the rows there first.
  const keepOffset = useCallback(() => {
    const body = root.current?.querySelector('.ant-card-body');
    const table = body?.querySelector('[data-testid="data-table"], [data-testid="list-views"]');
    if (body && table) rememberTableOffset(schema.id, body, table);
  }, [schema.id]);
  useEffect(() => {
    if (list.loading) return undefined;
    const frame = requestAnimationFrame(keepOffset);
    return () => cancelAnimationFrame(frame);
  }, [list.loading, keepOffset]);
  // Once true for good: the first answer has come (with rows, none, or an error).
  const [answered, setAnswered] = useState(false);
  if (!answered && !list.loading) setAnswered(true);
  const fold = useFold(schema.children, root);
  // The same element while the list changes: only the children reading the list re-render, not all of them.
  const children = useMemo(
    () => <ListChildren nodes={schema.children} path={path} menuId={schema.id} answered={answered} onDrawn={keepOffset} folded={fold.folded} />,
    [schema.children, path, schema.id, answered, keepOffset, fold.folded],
  );
  return (
    <ListContextProvider value={list}>
      <Card
        ref={root}
        // The small card's head and padding: more of the screen for the rows (issue 41 item 12).
        size="small"
        data-testid="list-page"
        title={<Typography.Title level={5} style={{ margin: 0 }}>{schema.title}</Typography.Title>}
        extra={
          <Space>
            {fold.foldable && <FoldButton folded={fold.folded} onToggle={fold.toggle} />}
            <Tooltip title={env.t('list.refresh')}>
              <Button aria-label={env.t('list.refresh')} icon={<ReloadOutlined />} onClick={list.refresh} />
            </Tooltip>
          </Space>
        }
      >
        {list.error && <Alert data-testid="list-error" type="error" showIcon message={list.error} style={{ marginBottom: 12 }} />}
        <ListRoomContext.Provider value={fold.room}>{children}</ListRoomContext.Provider>
      </Card>
    </ListContextProvider>
  );
}

export default ListPage;
