import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useState } from 'react';
import { optionLabel } from '../../codecs';
import type { Language } from '../../registry';
import type { GridColumn } from './columns';
import { useEditFinish } from './use-edit-finish';
import { SpecsEditor } from './SpecsEditor';

export interface EditorProps {
  column: GridColumn;
  /** The text it opens with: the value's text, or the character typed to start editing. */
  initial: string;
  value: unknown;
  /** false: confirm and cancel icons (spec 001 §4 non-sync mode). */
  sync: boolean;
  language: Language;
  label: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Commits a typed text (read by the codec) and says where the focus goes next. */
  onCommit(text: string, then: 'stay' | 'down' | 'next' | 'previous'): void;
  /** Commits a chosen value as it is (an option). */
  onChoose(value: unknown): void;
  onCancel(): void;
}

/**
 * The one editor of a cell being edited: a plain input for text, numbers and dates (the codec reads what is
 * typed when it is committed), a select for options. Its draft is its own state: typing re-renders it alone.
 * Enter commits and moves down, Tab right (Shift+Tab left), Esc cancels; leaving it commits.
 */
export function GridCellEditor(props: EditorProps) {
  const { column } = props;
  if (column.type === 'enum') return <OptionEditor {...props} />;
  if (column.kind === 'specs') return <SpecsEditor {...props} />;
  return <TextEditor {...props} />;
}

function TextEditor({ column, initial, sync, label, confirmLabel, cancelLabel, onCommit, onCancel }: EditorProps) {
  const [draft, setDraft] = useState(initial);
  const { finish, onKeyDown } = useEditFinish((then) => onCommit(draft, then), onCancel, { tabMoves: true });
  return (
    <span className="hkwl-grid-editor">
      <input
        // The editor opens where the user is: the focus is theirs.
        autoFocus
        aria-label={label}
        value={draft}
        maxLength={column.options.maxLength}
        inputMode={column.codec.numeric ? 'decimal' : undefined}
        placeholder={column.type === 'date' ? 'YYYY-MM-DD' : column.type === 'datetime' ? 'YYYY-MM-DD HH:mm:ss' : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => finish('commit')}
        onFocus={(event) => event.target.setSelectionRange(event.target.value.length, event.target.value.length)}
      />
      {!sync && (
        <span className="hkwl-grid-editor-icons">
          <button type="button" aria-label={confirmLabel} onMouseDown={(event) => event.preventDefault()} onClick={() => finish('commit')}>
            <CheckOutlined />
          </button>
          <button type="button" aria-label={cancelLabel} onMouseDown={(event) => event.preventDefault()} onClick={() => finish('cancel')}>
            <CloseOutlined />
          </button>
        </span>
      )}
    </span>
  );
}

function OptionEditor({ column, value, language, label, onChoose, onCancel }: EditorProps) {
  const multiple = column.options.multiple === true;
  const [chosen, setChosen] = useState<unknown>(value ?? (multiple ? [] : undefined));
  // One option closes the editor with it; several are chosen until the list closes.
  const close = () => (multiple ? onChoose(chosen) : onCancel());
  return (
    <Select<unknown>
      autoFocus
      defaultOpen
      aria-label={label}
      size="small"
      style={{ width: '100%' }}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      value={chosen}
      options={(column.options.options ?? []).map((o) => ({ value: o.value as string | number, label: optionLabel(o, language) }))}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Escape') onCancel();
      }}
      onChange={(next) => {
        setChosen(next);
        if (!multiple) onChoose(next ?? null);
      }}
      onBlur={close}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    />
  );
}
