import { Empty, Input, Modal, Typography, type InputRef } from 'antd';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useEnv } from '../../registry';
import { matchTargets, type JumpTarget } from './shell-shortcuts';

/** At most this many pages are listed: typing narrows the rest. */
const SHOWN = 12;

interface QuickJumpProps {
  open: boolean;
  targets: readonly JumpTarget[];
  onClose(): void;
  /** A page was chosen: where it goes and its menu id (as a sidebar click). */
  onOpen(to: string, menuId: number): void;
}

/**
 * The quick jump (shortcut `/`): a page found by typing part of its name, its group's or its address, opened with
 * Enter or a click; the arrows move through the pages found.
 */
export function QuickJump({ open, targets, onClose, onOpen }: QuickJumpProps) {
  const env = useEnv();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<InputRef>(null);
  // Each opening starts from no text. The dialog takes the focus as it opens (an autoFocus comes before the dialog is
  // on the page): the field takes it a moment later, so what is typed next goes into it.
  useEffect(() => {
    if (!open) return undefined;
    setText('');
    setActive(0);
    const timer = window.setTimeout(() => input.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [open]);
  const found = useMemo(() => matchTargets(targets, text).slice(0, SHOWN), [targets, text]);
  const choose = (target: JumpTarget | undefined) => {
    if (!target) return;
    onClose();
    onOpen(target.to, target.id);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (found.length === 0 ? 0 : (i + step + found.length) % found.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(found[active]);
    }
  };
  return (
    <Modal
      open={open}
      title={env.t('shortcuts.jump.title')}
      footer={<Typography.Text type="secondary">{env.t('shortcuts.jump.keys')}</Typography.Text>}
      onCancel={onClose}
      destroyOnHidden
    >
      <Input
        ref={input}
        allowClear
        value={text}
        placeholder={env.t('shortcuts.jump.placeholder')}
        aria-label={env.t('shortcuts.jump.placeholder')}
        aria-controls="quick-jump-list"
        aria-activedescendant={found[active] ? `quick-jump-${found[active].id}` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKey}
        data-testid="quick-jump-input"
      />
      {found.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={env.t('shortcuts.jump.empty', { text: text.trim() })} />
      ) : (
        <ul id="quick-jump-list" role="listbox" className="hkwl-quick-jump" aria-label={env.t('shortcuts.jump.title')}>
          {found.map((target, i) => (
            <li
              key={target.id}
              id={`quick-jump-${target.id}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'hkwl-quick-jump-active' : undefined}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(target)}
            >
              <span>{target.label}</span>
              <Typography.Text type="secondary">{target.disabled ? `${target.group} · ${env.t('shortcuts.jump.disabled')}` : target.group}</Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
