import { Card, theme, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FirstRows } from '../../renderers/data-table/FirstRows';
import { rememberedTableOffset } from '../../renderers/list-page/table-offset';
import type { FirstRowsData } from './page-opening';

/** The page is shown whatever its table does by then (a page that never settles must not stay hidden). */
export const REVEAL_AFTER_MS = 10_000;

/** Above the page's own layers (antd's sticky table header is 3, its table spinner 4). */
const COVER_Z_INDEX = 10;

/**
 * Whether the page has drawn what its first rows stand for: its table's rows or its empty state, no longer
 * loading, or an error in their place.
 */
export function pageSettled(root: Element): boolean {
  if (root.querySelector('[data-testid="list-error"], [data-testid="node-error"], [data-testid="schema-error"]')) return true;
  const table = root.querySelector('[data-testid="data-table"]');
  // antd's spinner is a sibling of the element the test id lands on, inside the table's wrapper.
  if (!table || (table.closest('.ant-table-wrapper') ?? table).querySelector('.ant-spin-spinning')) return false;
  // Rows as table rows, or as the virtual body's divs.
  return table.querySelector('.ant-table-tbody .ant-table-row, .ant-table-placeholder') !== null;
}

/** The first rows in the page's own card, with the room its controls took last time above them. */
export function FirstRowsCard({ data, menuId }: { data: FirstRowsData; menuId: number }) {
  return (
    // Small, as the list page's card is (issue 41 item 12): the rows do not move when the page takes over.
    <Card size="small" data-testid="first-rows-page" title={<Typography.Title level={5} style={{ margin: 0 }}>{data.title}</Typography.Title>}>
      <div style={{ height: rememberedTableOffset(menuId) }} />
      <FirstRows table={data.table} settings={data.settings} rows={data.rows} />
    </Card>
  );
}

/**
 * The page under its first rows: it renders in its place under a cover that shows the first rows; once its
 * table has settled the cover goes in one frame. Without first rows, the page as it is.
 */
export function FirstRowsStage({ first, menuId, children }: { first: FirstRowsData | null; menuId: number; children: ReactNode }) {
  const page = useRef<HTMLDivElement>(null);
  const cover = useRef<HTMLDivElement>(null);
  const [settled, setSettled] = useState(false);
  const { token } = theme.useToken();
  const staging = first !== null && !settled;
  useEffect(() => {
    const root = page.current;
    if (!staging || !root) return undefined;
    const check = () => {
      if (!pageSettled(root)) return;
      // Hidden at once, in the task that drew the table: the frame that paints the page's rows paints no cover.
      // React's render that removes it comes after.
      cover.current?.style.setProperty('display', 'none');
      observer.disconnect();
      setSettled(true);
    };
    // Checked as the page's mutations are delivered (before the browser paints them), not a frame later.
    const observer = new MutationObserver(check);
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    check();
    const timer = window.setTimeout(() => setSettled(true), REVEAL_AFTER_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [staging, menuId]);
  // The page renders in its place, under the first rows: at the swap only the cover goes, and no style of the
  // page changes (hiding it with visibility made the browser compute the whole page's styles again, a long frame).
  return (
    <div style={{ position: 'relative' }}>
      {staging && (
        <div ref={cover} data-testid="first-rows-cover" style={{ position: 'absolute', inset: 0, zIndex: COVER_Z_INDEX, background: token.colorBgLayout }}>
          <FirstRowsCard data={first} menuId={menuId} />
        </div>
      )}
      {/* Out of the keyboard's way too while covered: focus that lands in the page is let go. */}
      <div ref={page} aria-hidden={staging || undefined} onFocus={staging ? (event) => (event.target as HTMLElement).blur() : undefined}>
        {children}
      </div>
    </div>
  );
}
