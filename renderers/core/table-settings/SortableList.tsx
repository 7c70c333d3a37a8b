import { HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { theme } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useEnv } from '../../../registry';

export interface SortableItem {
  id: string;
  /** The item's name, for the drag handle and the screen-reader announcements. */
  label: string;
}

export interface SortableListProps {
  items: readonly SortableItem[];
  /** The item `id` was dropped where `overId` is. */
  onMove(id: string, overId: string): void;
  /** The rest of the row after the drag handle (checkbox, buttons). */
  renderItem(item: SortableItem): ReactNode;
  /** For tests and the accessible name of the list. */
  testId: string;
  label: string;
}

/** The pointer must move this far before a press becomes a drag, so the row's buttons still click. */
const DRAG_DISTANCE = 4;

/**
 * A vertical list reordered by dragging its handles, with the mouse or the keyboard (focus a handle,
 * Space, arrows, Space), announced to screen readers in the user's language.
 */
export function SortableList({ items, onMove, renderItem, testId, label }: SortableListProps) {
  const env = useEnv();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = useMemo(() => {
    const names = new Map(items.map((item) => [item.id, item.label]));
    return (id: UniqueIdentifier | undefined) => (id === undefined ? '' : (names.get(String(id)) ?? String(id)));
  }, [items]);
  const position = (id: UniqueIdentifier | undefined) => items.findIndex((item) => item.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => env.t('listsettings.drag.start', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? env.t('listsettings.drag.over', { name: nameOf(active.id), position: position(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? env.t('listsettings.drag.end', { name: nameOf(active.id), position: position(over.id) }) : undefined,
    onDragCancel: ({ active }) => env.t('listsettings.drag.cancel', { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: env.t('listsettings.drag.instructions') } }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ul data-testid={testId} aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <SortableRow key={item.id} item={item}>
              {renderItem(item)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ item, children }: { item: SortableItem; children: ReactNode }) {
  const env = useEnv();
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  return (
    <li
      ref={setNodeRef}
      data-testid={`sortable-${item.id}`}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '4px 8px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: isDragging ? token.colorPrimaryBg : token.colorBgContainer,
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={env.t('listsettings.drag.handle', { name: item.label })}
        style={{ cursor: 'grab', border: 'none', background: 'none', padding: 4, color: token.colorTextSecondary, touchAction: 'none' }}
      >
        <HolderOutlined />
      </button>
      {children}
    </li>
  );
}
