import { Table, type TableProps } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useEnv, type RendererProps } from '../../registry';
import type { ColumnSchema, DataTableSchema } from '../../schemas/generated/data-table';
import { useListContext, type ListContextValue, type Row } from '../core/list-context';
import { useComponentDialog } from '../core/list-shared';
import { useExternalView } from '../core/external-view/use-external-view';
import { useMobile } from '../core/use-mobile';
import { actionsColumn } from './actions-column';
import { buildColumns, type TableColumn } from './build-columns';
import { EXPAND_WIDTH, INDEX_WIDTH, SELECTION_WIDTH } from '../core/table-constants';
import { highlightSet } from './highlight';
import { NestedRows, nestedRowsOf } from './NestedRows';
import { ResizableHeaderCell, type ResizeProps } from '../core/table-parts/ResizableHeaderCell';
import { isResized, leafColumns, visibleColumns } from './settings-columns';
import { shownText } from './shown-text';
import { FilteredTotals, summaryRows } from './SummaryRows';
import { useBodyScroll } from './table-height';
import { TablePlaceholder } from './TablePlaceholder';
import { useColumnWidths } from './use-column-widths';
import { usePreselection } from './use-preselection';
import { useRowButtons } from './use-row-buttons';
import { useRowMenu } from './use-row-menu';
import { useLatestList } from './latest-list';
import { useVirtualBody } from './virtual/use-virtual-body';
import './data-table.css';

/** The width the columns take side by side (grouped headers by their columns), for the horizontal scroll. */
function totalWidth(columns: readonly TableColumn[]): number {
  return columns.reduce((sum, c) => sum + (c.children ? totalWidth(c.children) : typeof c.width === 'number' ? c.width : 0), 0);
}

const HEADER = { cell: ResizableHeaderCell };
const COMPONENTS: TableProps<Row>['components'] = { header: HEADER };

/**
 * The list's main table. Until the list first answers (rows, an empty page or an error) it is a
 * placeholder; from then on the table stays mounted and shows later loads with its spinner over the rows
 * it has. Nothing of the table is built before there is something to show.
 */
export function DataTable(props: RendererProps<DataTableSchema>) {
  const env = useEnv();
  const list = useListContext();
  const [answered, setAnswered] = useState(false);
  if (!answered && (!list.loading || list.rows.length > 0)) setAnswered(true);
  if (!answered) return <TablePlaceholder label={env.t('list.loading')} />;
  return <LoadedTable {...props} />;
}

/** What a column's header needs to be resized: its width and bounds, whether the user resized it, and the calls a drag makes. */
function useResizeProps(declaredColumns: DataTableSchema['columns'], settings: ListContextValue['settings'], widths: ReturnType<typeof useColumnWidths>) {
  const declared = useMemo(() => new Map(leafColumns(declaredColumns).map((c) => [c.prop, c])), [declaredColumns]);
  const resize = useCallback(
    (column: ColumnSchema): ResizeProps => ({
      prop: column.prop,
      width: column.width ?? 0,
      minWidth: column.minWidth,
      resized: isResized(declared.get(column.prop) ?? column, settings, widths.overrides),
      onPreview: widths.preview,
      onCommit: (prop, width) => void widths.commit(prop, width),
      onReset: (prop) => void widths.reset(prop),
    }),
    [declared, settings, widths],
  );
  return resize;
}

/**
 * The table itself (spec 001 screen 4): the declared columns as the user's setting orders, hides,
 * pins and sizes them; selection, index, expand, grouped headers, merged cells, the 操作 column, a row
 * context menu, header filters, sort and resize, the summary footer; virtual from 200 rows on. The URL's
 * highlighted columns are marked and its selected rows ticked once.
 */
function LoadedTable({ schema }: RendererProps<DataTableSchema>) {
  const env = useEnv();
  const list = useListContext();
  const cellList = useLatestList(list);
  const widths = useColumnWidths(env, list);
  const component = useComponentDialog(env, list.refresh);
  const external = useExternalView();
  const columns = useMemo(() => visibleColumns(schema.columns, list.settings, widths.overrides), [schema.columns, list.settings, widths.overrides]);
  const leaves = useMemo(() => leafColumns(columns), [columns]);
  // What a row shows (a right-clicked cell, else its shown cells): the row buttons' 复制 copies that.
  const textOf = useCallback((row: Row, cellProp?: string | null) => shownText(leaves, row, env.language, cellProp), [leaves, env.language]);
  const buttons = useRowButtons(schema, env, list, { openComponent: component.open, openExternal: external.open }, textOf);
  const rowMenu = useRowMenu(env, list, buttons);
  const rowKey = schema.rowKey ?? 'id';
  const highlight = useMemo(() => highlightSet(list.urlPresets?.highlight), [list.urlPresets?.highlight]);
  usePreselection(list, rowKey);

  const resize = useResizeProps(schema.columns, list.settings, widths);

  const antColumns = useMemo(() => {
    const out: TableColumn[] = buildColumns(columns, { env, list, cellList, rows: list.rows, resize, highlight });
    if (schema.index) {
      out.unshift({
        key: '__index',
        title: env.t('list.index'),
        width: INDEX_WIDTH,
        fixed: 'left',
        render: (_value: unknown, _row: Row, i: number) => (list.query.page - 1) * list.query.limit + i + 1,
      });
    }
    if (buttons.inline) out.push(actionsColumn(buttons, env));
    return out;
  }, [columns, env, list, cellList, resize, schema.index, buttons, highlight]);

  const scrollX = useMemo(() => totalWidth(antColumns) + (schema.selection ? SELECTION_WIDTH : 0) + (schema.expand ? EXPAND_WIDTH : 0), [antColumns, schema.selection, schema.expand]);
  const phone = useMobile();
  const scroll = useBodyScroll(list.rows.length, phone);
  const expandProp = schema.expand?.rowsProp;
  const expand = useMemo(
    () =>
      expandProp
        ? {
            expandable: (row: Row) => nestedRowsOf(row, expandProp) !== null,
            render: (row: Row) => <NestedRows rows={nestedRowsOf(row, expandProp) ?? []} columns={columns} env={env} list={cellList} />,
          }
        : undefined,
    [expandProp, columns, env, cellList],
  );
  const labels = useMemo(() => ({ select: env.t('listtable.selectRow'), expand: env.t('listtable.expandRow'), collapse: env.t('listtable.collapseRow') }), [env]);
  const virtual = useVirtualBody({
    enabled: scroll.virtual,
    columns: antColumns,
    rowKey,
    height: typeof scroll.y === 'number' ? scroll.y : 0,
    selection: schema.selection || undefined,
    selectedRows: list.selectedRows,
    onSelect: list.setSelectedRows,
    expand,
    onContextMenu: rowMenu.onContextMenu,
    labels,
  });
  const components = useMemo(() => (virtual.body ? { header: HEADER, body: virtual.body } : COMPONENTS), [virtual.body]) as TableProps<Row>['components'];

  const onChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    if (!one?.order || typeof one.columnKey !== 'string') list.setSort(null);
    else list.setSort({ prop: one.columnKey, direction: one.order === 'ascend' ? 'asc' : 'desc' });
  };
  return (
    <>
      <Table<Row>
        data-testid="data-table"
        // Small rows (39 px): twelve and more in view on a 900 px screen (issue 41 item 12).
        size="small"
        className="hkwl-data-table"
        rowKey={rowKey}
        columns={antColumns}
        components={components}
        onRow={(row) => ({ onContextMenu: (event) => rowMenu.onContextMenu(row, event) })}
        rowSelection={
          schema.selection
            ? {
                type: schema.selection === 'single' ? 'radio' : 'checkbox',
                columnWidth: SELECTION_WIDTH,
                fixed: 'left',
                selectedRowKeys: list.selectedRows.map((row) => row[rowKey] as string | number),
                onChange: (_keys, rows) => list.setSelectedRows(rows),
              }
            : undefined
        }
        expandable={
          expand
            ? {
                columnWidth: EXPAND_WIDTH,
                fixed: 'left',
                rowExpandable: expand.expandable,
                expandedRowRender: expand.render,
                expandedRowKeys: virtual.expandedRowKeys,
                onExpandedRowsChange: virtual.onExpandedRowsChange,
              }
            : undefined
        }
        summary={() =>
          summaryRows({
            columns: leaves,
            list,
            leading: (schema.selection ? 1 : 0) + (schema.index ? 1 : 0) + (expandProp ? 1 : 0),
            language: env.language,
            labels: { page: env.t('list.pageTotal') },
          })
        }
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        onChange={onChange}
        scroll={{ x: scrollX, y: scroll.y }}
        // The header is fixed by the body's own scroll (scroll.y); antd's sticky mode added a scroll bar that read the
        // body's scrollWidth in the first commit, a second forced layout (bench/page-open: 377 → 310 ms).
        sticky={false}
        locale={{ emptyText: env.t('list.noData') }}
      />
      <FilteredTotals columns={leaves} list={list} language={env.language} label={env.t('list.filteredTotal')} />
      {rowMenu.element}
      {component.dialog}
      {external.dialog}
    </>
  );
}

export default DataTable;
