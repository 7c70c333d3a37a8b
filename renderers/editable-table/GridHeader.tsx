import { useEnv } from '../../registry';
import { ResizableHeaderCell } from '../core/table-parts/ResizableHeaderCell';
import { MIN_GRID_WIDTH } from './column-layout';
import { INDEX_WIDTH, type GridColumn } from './columns';
import type { GridSettings } from './use-grid-settings';

export interface GridHeaderProps {
  columns: readonly GridColumn[];
  settings: GridSettings;
  selectable: boolean;
  showIndex: boolean;
  selectionWidth: number;
  /** Opens a split column's price-split dialog (columns with is_split); none on a read-only table. */
  onSplit?(prop: string): void;
}

/**
 * The grid's column widths and header row. With the user's setting in, a header's right edge drags its
 * width (40 px at least; shown at once, stored on release) and a resized header's right-click offers
 * 重置列宽. Widths live here and in the grid's CSS variables, never in the rows: a drag re-renders no row.
 */
export function GridHeader({ columns, settings, selectable, showIndex, selectionWidth, onSplit }: GridHeaderProps) {
  const env = useEnv();
  return (
    <>
      <colgroup>
        {selectable && <col style={{ width: selectionWidth }} />}
        {showIndex && <col style={{ width: INDEX_WIDTH }} />}
        {columns.map((c) => (
          <col key={c.prop} style={{ width: settings.widthOf(c) }} />
        ))}
      </colgroup>
      <thead>
        <tr role="row" aria-rowindex={1}>
          {selectable && <th className="hkwl-grid-select" role="columnheader" aria-label={env.t('grid.selectAll')} />}
          {showIndex && (
            <th className="hkwl-grid-lead-index" role="columnheader">
              {env.t('grid.index')}
            </th>
          )}
          {columns.map((c) => (
            <ResizableHeaderCell
              key={c.prop}
              role="columnheader"
              className={[c.codec.numeric ? 'hkwl-grid-number' : '', c.splitOf ? 'hkwl-grid-split-item' : '', c.pin?.className ?? ''].filter(Boolean).join(' ') || undefined}
              // The header stays at the top (and a pinned one at its side) while the rows scroll.
              style={{ position: 'sticky', ...c.pin?.style }}
              title={c.schema.remark}
              resize={
                settings.available
                  ? {
                      prop: c.prop,
                      width: settings.widthOf(c),
                      minWidth: MIN_GRID_WIDTH,
                      resized: settings.resized(c),
                      onPreview: settings.preview,
                      onCommit: settings.commitWidth,
                      onReset: settings.resetWidths,
                    }
                  : undefined
              }
            >
              {c.required && <span className="hkwl-grid-star">*</span>}
              {c.label}
              {c.schema.is_split && onSplit ? (
                <button type="button" className="hkwl-grid-split" aria-label={env.t('grid.splitEditLabel', { label: c.label })} onClick={() => onSplit(c.prop)}>
                  {env.t('grid.splitEdit')}
                </button>
              ) : null}
            </ResizableHeaderCell>
          ))}
        </tr>
      </thead>
    </>
  );
}
