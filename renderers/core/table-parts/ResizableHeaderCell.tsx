import { useState, type PointerEvent as ReactPointerEvent, type MouseEvent as ReactMouseEvent, type ThHTMLAttributes } from 'react';
import { useEnv } from '../../../registry';
import { ContextMenu, type ContextMenuState } from './ContextMenu';
import { clampWidth } from '../table-constants';

/** What a resizable header cell gets through the column's onHeaderCell. */
export interface ResizeProps {
  prop: string;
  width: number;
  /** The column's own lower bound, above the table's 30 px. */
  minWidth?: number;
  /** Dragged away from its declared width: right-click offers 重置列宽. */
  resized: boolean;
  onPreview(prop: string, width: number): void;
  onCommit(prop: string, width: number): void;
  onReset(prop: string): void;
}

type HeaderCellProps = ThHTMLAttributes<HTMLTableCellElement> & { resize?: ResizeProps };

/**
 * The table's header cell: with `resize`, a handle on its right edge drags the width (pointer events,
 * 30 to 2000 px), and a right-click on a resized column opens 重置列宽.
 */
export function ResizableHeaderCell({ resize, children, style, ...rest }: HeaderCellProps) {
  const env = useEnv();
  const [menu, setMenu] = useState<ContextMenuState | null>(null);
  if (!resize) {
    return (
      <th {...rest} style={style}>
        {children}
      </th>
    );
  }
  const start = (event: ReactPointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const from = event.clientX;
    let width = resize.width;
    const move = (e: PointerEvent) => {
      width = clampWidth(resize.width + e.clientX - from, resize.minWidth);
      resize.onPreview(resize.prop, width);
    };
    const up = (e: PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      width = clampWidth(resize.width + e.clientX - from, resize.minWidth);
      if (width !== resize.width) resize.onCommit(resize.prop, width);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };
  const openMenu = (event: ReactMouseEvent<HTMLTableCellElement>) => {
    if (!resize.resized) return;
    event.preventDefault();
    setMenu({ x: event.clientX, y: event.clientY });
  };
  return (
    // The handle sits in the cell: relative, unless the cell is already positioned (a pinned or sticky header).
    <th {...rest} style={{ ...style, position: rest.className?.includes('-cell-fix') || style?.position ? style?.position : 'relative' }} onContextMenu={openMenu}>
      {children}
      <span
        data-testid={`resize-${resize.prop}`}
        role="separator"
        aria-orientation="vertical"
        aria-label={env.t('listtable.resize')}
        onPointerDown={start}
        // The handle is not a sort click.
        onClick={(event) => event.stopPropagation()}
        style={{ position: 'absolute', top: 0, right: -4, width: 8, height: '100%', cursor: 'col-resize', zIndex: 1, touchAction: 'none' }}
      />
      {menu && (
        <ContextMenu
          at={menu}
          label={env.t('listtable.headerMenu')}
          items={[{ key: 'reset', label: env.t('listtable.resetWidth') }]}
          onSelect={() => resize.onReset(resize.prop)}
          onClose={() => setMenu(null)}
        />
      )}
    </th>
  );
}
