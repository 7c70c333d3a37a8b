import { VerticalAlignBottomOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useCallback, useState, type RefObject } from 'react';
import { useEnv } from '../../registry';
import type { ListPageSchema } from '../../schemas/generated/list-page';
import { FOLDABLE_TYPES, MAX_FOLDED_ROOM } from '../core/list-fold';

interface Fold {
  /** Whether the page has a section to fold. */
  foldable: boolean;
  folded: boolean;
  /** The height the folded sections gave back to the table (0 unfolded). */
  room: number;
  toggle(): void;
}

/**
 * The fold state of a list page (spec 001 screen 1): folding measures the sections it hides, so the table's body
 * grows by their height (at most MAX_FOLDED_ROOM); unfolding gives the height back.
 */
export function useFold(children: ListPageSchema['children'], root: RefObject<HTMLElement | null>): Fold {
  const [fold, setFold] = useState({ folded: false, room: 0 });
  const toggle = useCallback(() => {
    setFold((current) => {
      if (current.folded) return { folded: false, room: 0 };
      const sections = [...(root.current?.querySelectorAll<HTMLElement>('[data-list-fold]') ?? [])];
      const height = sections.reduce((sum, section) => sum + section.getBoundingClientRect().height, 0);
      return { folded: true, room: Math.min(MAX_FOLDED_ROOM, Math.round(height)) };
    });
  }, [root]);
  return { foldable: children.some((child) => FOLDABLE_TYPES.has(child.type)), ...fold, toggle };
}

/** The fold icon: a button (Enter and Space work as on any) saying what it does, and whether the sections are open. */
export function FoldButton({ folded, onToggle }: { folded: boolean; onToggle(): void }) {
  const env = useEnv();
  const label = env.t(folded ? 'listbar.fold.expand' : 'listbar.fold.collapse');
  return (
    <Tooltip title={label}>
      <Button data-testid="list-fold" aria-label={label} aria-expanded={!folded} icon={folded ? <VerticalAlignBottomOutlined /> : <VerticalAlignTopOutlined />} onClick={onToggle} />
    </Tooltip>
  );
}
