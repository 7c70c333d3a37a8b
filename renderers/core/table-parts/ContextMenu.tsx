import { Menu } from 'antd';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

export interface ContextMenuItem {
  key: string;
  label: string;
  /** Why the item cannot be chosen (shown as its title); absent or null when it can. */
  disabledReason?: string | null;
}

export interface ContextMenuState {
  x: number;
  y: number;
}

/**
 * A menu at the pointer (right-click on a row or a header). It takes the focus on its first item so the
 * keyboard can move (arrows) and choose (Enter); Escape, a click outside or a choice closes it.
 */
export function ContextMenu({ at, items, label, onSelect, onClose }: {
  at: ContextMenuState;
  items: readonly ContextMenuItem[];
  /** The menu's accessible name. */
  label: string;
  onSelect(key: string): void;
  onClose(): void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const outside = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) close.current();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, []);
  return createPortal(
    <div
      ref={box}
      data-testid="table-context-menu"
      // React events bubble out of a portal to its React parents: a choice here is no click on the header (sort) or row.
      onClick={(event) => event.stopPropagation()}
      onContextMenu={(event) => {
        event.preventDefault();
        event.stopPropagation();
      }}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Escape') close.current();
      }}
      style={{ position: 'fixed', left: at.x, top: at.y, zIndex: 1050, boxShadow: '0 6px 16px rgba(0,0,0,0.12)', borderRadius: 8, background: '#fff' }}>
      <Menu
        aria-label={label}
        selectable={false}
        items={items.map((item) => ({ key: item.key, label: item.label, disabled: Boolean(item.disabledReason), title: item.disabledReason ?? undefined }))}
        onClick={({ key }) => {
          onClose();
          onSelect(key);
        }}
        style={{ borderInlineEnd: 'none', borderRadius: 8, minWidth: 120 }}
      />
    </div>,
    document.body,
  );
}
