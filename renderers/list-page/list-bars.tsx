import { startTransition, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { RenderSchema } from '../../registry';
import type { ListPageSchema } from '../../schemas/generated/list-page';
import { rememberedTableOffset } from './table-offset';
import { FOLDABLE_TYPES } from '../core/list-fold';

type Child = ListPageSchema['children'][number];

/** The children that share a row when they are neighbours: the view selector and the toolbar. */
const SHARED_ROW = ['saved-views', 'toolbar'];

/** What a list page shows around its rows; any other child is the rows themselves (a table, its views). */
const AROUND_ROWS: ReadonlySet<string> = new Set(['statistics-tip', 'chart', 'status-tabs', 'query-panel', 'simple-search', 'filter-tags', 'saved-views', 'toolbar', 'pagination']);

/** The longest the controls wait for the rows to be drawn first (a slow answer must not keep the search away). */
export const ROWS_ALONE_MAX_MS = 1000;

/**
 * Whether the page draws its rows first, alone at the place they had last time, and what is around them once
 * they are painted: only when it has such a place (else what comes later would push the rows down). The table
 * the user can click then paints without waiting for the panel, the tabs and the toolbar (issue 42 item 3).
 * `answered`: the list has its first answer. The rows are painted once the table after the room is in the page
 * with that answer and a frame has passed; the rest follows as a transition, so a click on the rows waits for none of it.
 */
function useRowsFirst(menuId: number | undefined, answered: boolean): { rowsOnly: boolean; room: number; roomRef: RefObject<HTMLDivElement> } {
  const [room] = useState(() => (menuId === undefined ? 0 : rememberedTableOffset(menuId)));
  const [rowsOnly, setRowsOnly] = useState(room > 0);
  const roomRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!rowsOnly) return undefined;
    const timer = window.setTimeout(() => startTransition(() => setRowsOnly(false)), ROWS_ALONE_MAX_MS);
    return () => window.clearTimeout(timer);
  }, [rowsOnly]);
  useEffect(() => {
    const spot = roomRef.current;
    if (!rowsOnly || !answered || !spot?.parentElement) return undefined;
    let frame = 0;
    let timer = 0;
    const drawn = () => {
      if (frame || !spot.nextElementSibling) return;
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => startTransition(() => setRowsOnly(false)));
      });
    };
    const observer = new MutationObserver(drawn);
    observer.observe(spot.parentElement, { childList: true });
    drawn();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [rowsOnly, answered]);
  return { rowsOnly, room, roomRef };
}

interface ListChildrenProps {
  nodes: readonly Child[];
  path: string;
  /** The page's menu: where its rows were last time. */
  menuId?: number;
  /** Whether the list has had its first answer. */
  answered?: boolean;
  /** Called a frame after all the children are drawn. */
  onDrawn?: () => void;
  /** The fold icon has folded the sections above the rows (kept mounted: a half-typed search stays). */
  folded?: boolean;
}

/**
 * A list page's children by type, in order, with the view selector and the toolbar on one row when they are
 * neighbours (they wrap onto two where the row is too narrow, as on a phone): a row of its own each took a
 * row's height from the table (issue 41 item 12). The rows come first when the page knows where they go.
 */
export function ListChildren({ nodes, path, menuId, answered = true, onDrawn, folded = false }: ListChildrenProps) {
  const { rowsOnly, room, roomRef } = useRowsFirst(menuId, answered);
  useEffect(() => {
    if (rowsOnly || !onDrawn) return undefined;
    const frame = requestAnimationFrame(onDrawn);
    return () => cancelAnimationFrame(frame);
  }, [rowsOnly, onDrawn]);
  const own = (index: number) => <RenderSchema key={`${index}:${nodes[index]!.type}`} schema={nodes[index]!} path={`${path}/children/${index}`} />;
  const rows = nodes.findIndex((node) => !AROUND_ROWS.has(node.type));
  if (rowsOnly && rows >= 0) return <>{[<div key="room" ref={roomRef} data-testid="list-room" style={{ height: room }} />, own(rows)]}</>;
  const out: ReactNode[] = [];
  for (let i = 0; i < nodes.length; i += 1) {
    const node = nodes[i]!;
    const next = nodes[i + 1];
    if (next && node.type === SHARED_ROW[0] && next.type === SHARED_ROW[1]) {
      out.push(
        <div key={`${i}:bars`} data-testid="list-bars" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 16 }}>
          <div style={{ flex: 'none', maxWidth: '100%' }}>{own(i)}</div>
          <div style={{ flex: '1 1 420px', minWidth: 0 }}>{own(i + 1)}</div>
        </div>,
      );
      i += 1;
    } else if (FOLDABLE_TYPES.has(node.type)) {
      out.push(
        <div key={`${i}:fold`} data-list-fold={node.type} hidden={folded} style={folded ? { display: 'none' } : undefined}>
          {own(i)}
        </div>,
      );
    } else out.push(own(i));
  }
  return <>{out}</>;
}
