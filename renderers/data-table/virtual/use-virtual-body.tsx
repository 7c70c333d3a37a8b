import { LightCheck } from '../../../registry';
import { useCallback, useMemo, useRef, useState, type Key, type MouseEvent, type ReactNode } from 'react';
import type { Row } from '../../core/list-context';
import type { TableColumn } from '../build-columns';
import { EXPAND_WIDTH, SELECTION_WIDTH } from '../../core/table-constants';
import { bodyColumns, type LeadingColumn } from './body-columns';
import { VirtualBody, type ScrollBodyInfo } from './VirtualBody';

export interface VirtualBodyOptions {
  /** Many rows: the body is ours and virtual; else antd draws it. */
  enabled: boolean;
  columns: readonly TableColumn[];
  rowKey: string;
  height: number;
  selection?: 'single' | 'multiple';
  selectedRows: readonly Row[];
  onSelect(rows: Row[]): void;
  /** Rows that can open, and what they show when open. */
  expand?: { expandable(row: Row): boolean; render(row: Row): ReactNode };
  onContextMenu?(row: Row, event: MouseEvent): void;
  labels: { select: string; expand: string; collapse: string };
}

/**
 * The table's body for many rows (`components.body` of antd's table): the leading selection and expand
 * cells as antd draws them, then the columns' own cells. Expanded rows are held here (antd's table hands
 * a custom body only the rows), and so is nothing else: selection stays the list's.
 */
export function useVirtualBody(options: VirtualBodyOptions) {
  const { enabled, columns, rowKey, height, selection, selectedRows, onSelect, expand, onContextMenu, labels } = options;
  const [expandedKeys, setExpandedKeys] = useState<ReadonlySet<unknown>>(() => new Set());
  const selectedKeys = useMemo(() => new Set(selectedRows.map((row) => row[rowKey])), [selectedRows, rowKey]);
  // Read when a box is ticked, so the cells' columns (and every row) need not change with the selection.
  const latest = useRef({ selectedRows, onSelect });
  latest.current = { selectedRows, onSelect };
  const toggleSelected = useCallback(
    (row: Row, checked: boolean) => {
      const { selectedRows: current, onSelect: select } = latest.current;
      if (selection === 'single') return select(checked ? [row] : []);
      const key = row[rowKey];
      const others = current.filter((r) => r[rowKey] !== key);
      select(checked ? [...others, row] : others);
    },
    [selection, rowKey],
  );
  const toggleExpanded = useCallback((key: unknown) => {
    setExpandedKeys((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);

  const flat = useMemo(() => {
    if (!enabled) return [];
    const leading: LeadingColumn[] = [];
    if (selection) {
      const type = selection === 'single' ? 'radio' : 'checkbox';
      leading.push({
        key: '__selection',
        width: SELECTION_WIDTH,
        className: 'ant-table-selection-column',
        render: (row, _index, state) => <LightCheck type={type} aria-label={labels.select} checked={state.selected} onChange={(event) => toggleSelected(row, event.target.checked)} />,
      });
    }
    if (expand) {
      leading.push({
        key: '__expand',
        width: EXPAND_WIDTH,
        className: 'ant-table-row-expand-icon-cell',
        render: (row, _index, state) =>
          expand.expandable(row) ? (
            <button
              type="button"
              className={`ant-table-row-expand-icon ant-table-row-expand-icon-${state.expanded ? 'expanded' : 'collapsed'}`}
              aria-label={state.expanded ? labels.collapse : labels.expand}
              aria-expanded={state.expanded}
              onClick={() => toggleExpanded(row[rowKey])}
            />
          ) : (
            <span className="ant-table-row-expand-icon ant-table-row-expand-icon-spaced" />
          ),
      });
    }
    return bodyColumns(leading, columns);
  }, [enabled, selection, expand, columns, rowKey, labels, toggleSelected, toggleExpanded]);

  const body = useMemo(() => {
    if (!enabled) return undefined;
    return (data: readonly Row[], info: ScrollBodyInfo) => (
      <VirtualBody
        rows={data}
        rowKey={rowKey}
        columns={flat}
        height={height}
        selectedKeys={selectedKeys}
        expandedKeys={expandedKeys}
        renderExpanded={expand?.render}
        onContextMenu={onContextMenu}
        info={info}
      />
    );
  }, [enabled, flat, expand, rowKey, height, selectedKeys, expandedKeys, onContextMenu]);

  return {
    body,
    /** antd's expandable keys, so its header and our body agree on the expanded rows. */
    expandedRowKeys: [...expandedKeys] as Key[],
    onExpandedRowsChange: (keys: readonly Key[]) => setExpandedKeys(new Set(keys)),
  };
}
