import { useState, type FocusEvent } from 'react';
import type { EditorProps } from './GridCellEditor';
import { specPartLabel, specText, specValues } from './specs';
import { useEditFinish } from './use-edit-finish';

/**
 * A spec cell being edited (spec 001 §3 spec item: name, value, unit): one input per declared part under the
 * cell, each labelled with its name and unit; Tab moves between the parts, Enter commits the parts joined by
 * the column's separator, Esc cancels, leaving the editor commits. A typed first character starts the first part.
 */
export function SpecsEditor({ column, initial, value, language, label, onCommit, onCancel }: EditorProps) {
  const parts = column.schema.attr?.specs ?? [];
  const separator = column.schema.attr?.separator;
  const [values, setValues] = useState(() => {
    const current = specValues(value, parts.length, separator);
    // Opened by typing: the typed text replaces the first part, as typing replaces a plain cell's value.
    const stored = value === null || value === undefined ? '' : String(value);
    return initial === stored ? current : [initial, ...current.slice(1)];
  });
  // Tab moves between the parts (the browser's own), Enter commits, Esc cancels.
  const { finish, onKeyDown } = useEditFinish((then) => onCommit(specText(values, separator) ?? '', then), onCancel, { tabMoves: false });
  // Leaving the editor (not moving between its parts) commits.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) finish('commit');
  };
  return (
    <div className="hkwl-grid-specs" role="group" aria-label={label} onKeyDown={onKeyDown} onBlur={onBlur}>
      {parts.map((part, i) => {
        const name = specPartLabel(part, language);
        return (
          <input
            key={`${part.name}-${i}`}
            autoFocus={i === 0}
            aria-label={name}
            placeholder={name}
            title={name}
            value={values[i]}
            onChange={(event) => {
              const next = [...values];
              next[i] = event.target.value;
              setValues(next);
            }}
          />
        );
      })}
    </div>
  );
}
