import type { RendererEnv } from '../../registry';
import type { Row } from '../core/list-context';
import type { TableColumn } from './build-columns';
import { FIXED_RIGHT_FALLBACK_WIDTH, INLINE_ROW_BUTTONS } from '../core/table-constants';
import { RowActions } from './RowActions';
import type { RowButtons } from './use-row-buttons';

/** About one character of a link button in the table's font, and the gap between buttons. */
const CHAR_WIDTH = 14;
const GAP = 8;
const MORE_WIDTH = 22;
const CELL_PADDING = 32;

/** The fixed-right 操作 column, wide enough for its inline buttons (at least the fixed-right fallback, 50). */
export function actionsColumn(buttons: RowButtons, env: RendererEnv): TableColumn {
  const inline = buttons.solo.slice(0, INLINE_ROW_BUTTONS);
  const text = inline.reduce((sum, button) => sum + buttons.nameOf(button).length * CHAR_WIDTH + GAP, 0);
  const more = buttons.solo.length > INLINE_ROW_BUTTONS ? MORE_WIDTH : 0;
  const moreLabel = env.t('listtable.more');
  return {
    key: '__actions',
    title: env.t('listtable.actions'),
    fixed: 'right',
    width: Math.max(FIXED_RIGHT_FALLBACK_WIDTH, text + more + CELL_PADDING),
    render: (_value: unknown, row: Row) => <RowActions row={row} buttons={buttons} moreLabel={moreLabel} />,
  };
}
