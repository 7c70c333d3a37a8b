import type { HTMLAttributes } from 'react';

/** The class of a highlighted column's header and cells (URL `highlight`, spec 001 §2). */
export const HIGHLIGHT_CLASS = 'list-column-highlight';
const HEADER_BACKGROUND = '#ffe58f';
const CELL_BACKGROUND = '#fffbe6';

type CellProps = HTMLAttributes<HTMLElement> & { 'aria-description'?: string };

/** The extra props of a highlighted column's header (or cell): the class, a yellow background, and 高亮 said for screen readers. */
export function highlightProps(part: 'header' | 'cell', description: string): CellProps {
  return {
    className: HIGHLIGHT_CLASS,
    style: { background: part === 'header' ? HEADER_BACKGROUND : CELL_BACKGROUND },
    'aria-description': description,
  };
}

/** The fields the URL asked to highlight, as a set; empty without a preset. */
export function highlightSet(fields: readonly string[] | undefined): ReadonlySet<string> {
  return new Set(fields ?? []);
}
