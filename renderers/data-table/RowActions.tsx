import { EllipsisOutlined } from '@ant-design/icons';
import { Button, Popover, Space } from 'antd';
import { memo } from 'react';
import type { Row } from '../list-page/list-context';
import { INLINE_ROW_BUTTONS } from './constants';
import type { RowButtons } from './use-row-buttons';

/**
 * A row's 操作 cell: the first two row buttons as links, the rest in a popover behind "..." (hover,
 * or click and keyboard focus).
 */
export const RowActions = memo(function RowActions({ row, buttons, moreLabel }: { row: Row; buttons: RowButtons; moreLabel: string }) {
  const link = (index: number) => {
    const button = buttons.solo[index];
    return (
      <Button
        key={button.flag}
        type="link"
        size="small"
        danger={button.btnType === 'danger'}
        data-testid={`row-button-${button.flag}`}
        style={{ padding: 0 }}
        onClick={(event) => {
          event.stopPropagation();
          void buttons.run(button, row);
        }}
      >
        {buttons.nameOf(button)}
      </Button>
    );
  };
  const inline = buttons.solo.slice(0, INLINE_ROW_BUTTONS);
  const rest = buttons.solo.slice(INLINE_ROW_BUTTONS);
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
