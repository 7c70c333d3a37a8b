import EllipsisOutlined from '@ant-design/icons-svg/es/asn/EllipsisOutlined';
import { Popover, Space, Tooltip } from 'antd';
import { memo, useRef, useState, type MouseEvent } from 'react';
import { LightIcon, LightLinkButton, LightSpace } from '../../registry';
import type { Row } from '../core/list-context';
import { INLINE_ROW_BUTTONS } from '../core/table-constants';
import { useArmed } from '../core/use-armed';
import type { RowButtons } from './use-row-buttons';

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * A row's 操作 cell: the first two row buttons as links, the rest in a popover behind "..." (hover,
 * or click and keyboard focus). The cell mounts with every row that scrolls into view, so its buttons
 * are light parts (registry/light-antd), and the popover is mounted only once the pointer or focus first
 * comes to the row's buttons: a popover per row cost as much as the rest of the row
 * (bench/list-render `buttons=1`). That first entry mounts it; hovering "..." then opens it, as does a
 * click or Enter (Enter again closes it, as do leaving it and a click outside).
 */
export const RowActions = memo(function RowActions({ row, buttons, moreLabel }: { row: Row; buttons: RowButtons; moreLabel: string }) {
  const { armed, arm: armPopover, trigger: more } = useArmed<HTMLButtonElement>();
  const [open, setOpen] = useState(false);
  // Set while the pointer presses "...": a click there opens the popover or leaves it open, never closes it
  // (hovering opens it first, so a toggle would close it under the user's click).
  const pressing = useRef(false);
  // A button its hideWhen rule hides for this row is not there; one its disableWhen rule hits says why.
  const shown = buttons.solo.filter((b) => !buttons.stateOf(b, row).hidden);
  const link = (index: number) => {
    const button = shown[index];
    const reason = buttons.stateOf(button, row).disabledReason;
    const node = (
      <LightLinkButton
        key={button.flag}
        danger={button.btnType === 'danger'}
        data-testid={`row-button-${button.flag}`}
        disabled={reason !== null}
        onClick={(event) => {
          event.stopPropagation();
          void buttons.run(button, row);
        }}
      >
        {buttons.nameOf(button)}
      </LightLinkButton>
    );
    return reason === null ? node : (
      <Tooltip key={button.flag} title={reason}>
        <span aria-description={reason}>{node}</span>
      </Tooltip>
    );
  };
  const inline = shown.slice(0, INLINE_ROW_BUTTONS);
  const rest = shown.slice(INLINE_ROW_BUTTONS);
  const arm = () => {
    if (rest.length > 0) armPopover();
  };
  const trigger = (
    <LightLinkButton
      ref={more}
      aria-label={moreLabel}
      data-testid="row-more"
      icon={<LightIcon icon={EllipsisOutlined} />}
      onMouseDown={() => (pressing.current = true)}
      onMouseLeave={() => (pressing.current = false)}
      onClick={(event) => {
        stop(event);
        if (pressing.current) setOpen(true);
        pressing.current = false;
      }}
    />
  );
  return (
    <span style={{ display: 'inline-block' }} onPointerEnter={arm} onMouseEnter={arm} onFocus={arm}>
      <LightSpace size={8}>
        {inline.map((_b, i) => link(i))}
        {rest.length > 0 &&
          (armed ? (
            <Popover
              open={open}
              onOpenChange={(next) => {
                if (next || !pressing.current) setOpen(next);
              }}
              trigger={['hover', 'click']}
              placement="bottomRight"
              content={<Space direction="vertical" size={4} data-testid="row-more-buttons">{rest.map((_b, i) => link(INLINE_ROW_BUTTONS + i))}</Space>}
            >
              {trigger}
            </Popover>
          ) : (
            trigger
          ))}
      </LightSpace>
    </span>
  );
});
