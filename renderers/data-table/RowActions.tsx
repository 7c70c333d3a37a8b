import { EllipsisOutlined } from '@ant-design/icons';
import { Button, Popover, Space, Tooltip } from 'antd';
import { memo } from 'react';
import type { Row } from '../list-page/list-context';
import { INLINE_ROW_BUTTONS } from './constants';
import type { RowButtons } from './use-row-buttons';

/**
 * A row's 操作 cell: the first two row buttons as links, the rest in a popover behind "..." (hover,
 * or click and keyboard focus).
 */
export const RowActions = memo(function RowActions({ row, buttons, moreLabel }: { row: Row; buttons: RowButtons; moreLabel: string }) {
  // A button its hideWhen rule hides for this row is not there; one its disableWhen rule hits says why.
  const shown = buttons.solo.filter((b) => !buttons.stateOf(b, row).hidden);
  const link = (index: number) => {
    const button = shown[index];
    const reason = buttons.stateOf(button, row).disabledReason;
    const node = (
      <Button
        key={button.flag}
        type="link"
        size="small"
        danger={button.btnType === 'danger'}
        data-testid={`row-button-${button.flag}`}
        style={{ padding: 0 }}
        disabled={reason !== null}
        onClick={(event) => {
          event.stopPropagation();
          void buttons.run(button, row);
        }}
      >
        {buttons.nameOf(button)}
      </Button>
    );
    return reason === null ? node : (
      <Tooltip key={button.flag} title={reason}>
        <span aria-description={reason}>{node}</span>
      </Tooltip>
    );
  };
  const inline = shown.slice(0, INLINE_ROW_BUTTONS);
  const rest = shown.slice(INLINE_ROW_BUTTONS);
  return (
    <Space size={8}>
      {inline.map((_b, i) => link(i))}
      {rest.length > 0 && (
        <Popover
          trigger={['hover', 'click']}
          placement="bottomRight"
          content={<Space direction="vertical" size={4} data-testid="row-more-buttons">{rest.map((_b, i) => link(INLINE_ROW_BUTTONS + i))}</Space>}
        >
          <Button type="link" size="small" aria-label={moreLabel} data-testid="row-more" icon={<EllipsisOutlined />} style={{ padding: 0 }} onClick={(event) => event.stopPropagation()} />
        </Popover>
      )}
    </Space>
  );
});
