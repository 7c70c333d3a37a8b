import { CopyOutlined, EllipsisOutlined } from '@ant-design/icons';
import type { CSSProperties, ReactNode } from 'react';
import { fillPlaceholders, safeUrl } from '../../rules';
import { sanitizeHtml } from '../core/labels/sanitize-html';
import type { GridColumn } from './columns';
import type { EditRow } from './edit-store';
import { UploadCell } from './UploadCell';

/** Placeholders of a link address: each filled with the row's value, encoded; a missing one left empty. */
const LINK_FILL = { missing: 'empty', encode: encodeURIComponent } as const;

export interface CellViewProps {
  column: GridColumn;
  row: EditRow;
  text: string;
  error: string | undefined;
  readOnly: boolean;
  /** Whether a computed sub-item's formula failed (shown as 0, flagged). */
  failed: boolean;
  labels: { cell: string; copy: string; unit: string; choose: string; failed: string };
  navigate(path: string): void;
  onToggle(): void;
  onUnit(value: string | null): void;
  onChoose(): void;
  onCopy(text: string): void;
  /** Sets cells of the row at once (an upload cell's file id and name). */
  onFile(values: Record<string, unknown>): void;
}

/** The text of a cell cut after maxLine lines (1 by default). */
function clamped(text: ReactNode, maxLine: number | undefined): ReactNode {
  if (!maxLine || maxLine <= 1) return text;
  const style: CSSProperties = { display: '-webkit-box', WebkitLineClamp: maxLine, WebkitBoxOrient: 'vertical', overflow: 'hidden', whiteSpace: 'normal' };
  return <span style={style}>{text}</span>;
}

/** The value part of a cell that is not being edited, by its kind. */
function ValueView({ column, row, text, error, readOnly, failed, labels, navigate, onToggle, onFile }: CellViewProps) {
  const value = row[column.prop];
  if (column.kind === 'upload') return <UploadCell column={column} row={row} readOnly={readOnly} label={column.label} onFile={onFile} />;
  if (column.kind === 'switch' && column.editable && !readOnly)
    return <input type="checkbox" tabIndex={-1} aria-label={labels.cell} checked={value === 1 || value === true} onChange={onToggle} />;
  if (text === '' && error) return <span className="hkwl-grid-placeholder">{error}</span>;
  if (column.kind === 'link' && text !== '') {
    const template = column.schema.link_url;
    const address = template ? fillPlaceholders(template, row, LINK_FILL) : text;
    const inApp = safeUrl(address, 'site');
    if (inApp)
      return (
        <a href={inApp} onMouseDown={(event) => event.stopPropagation()} onClick={(event) => { event.preventDefault(); navigate(inApp); }}>
          {text}
        </a>
      );
    const outside = safeUrl(address);
    return outside ? (
      <a href={outside} target="_blank" rel="noopener noreferrer" onMouseDown={(event) => event.stopPropagation()}>
        {text}
      </a>
    ) : (
      <>{text}</>
    );
  }
  // Configured markup made safe (no scripts, handlers or unsafe links), as a list's html label.
  if (column.kind === 'html' && text !== '') return <span className="hkwl-grid-html" dangerouslySetInnerHTML={{ __html: sanitizeHtml(String(value)) }} />;
  if (failed) return <span className="hkwl-grid-failed" title={labels.failed}>{text}</span>;
  return <>{clamped(text, column.schema.maxLine)}</>;
}

/** The unit after a value: the row's own (a select when it is chosen per row), or the column's fixed one. */
function UnitView({ column, row, text, readOnly, labels, onUnit }: CellViewProps) {
  const unit = column.unit;
  if (unit?.editable && !readOnly) {
    const current = row[unit.prop];
    return (
      <select
        className="hkwl-grid-unit-select"
        aria-label={labels.unit}
        value={current === null || current === undefined ? '' : String(current)}
        onMouseDown={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
        onChange={(event) => onUnit(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">-</option>
        {unit.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  const shown = unit ? row[unit.prop] : column.schema.unit;
  if (text === '' || shown === null || shown === undefined || shown === '') return null;
  const label = unit?.options.find((option) => option.value === String(shown))?.label ?? String(shown);
  return <span className="hkwl-grid-unit">{label}</span>;
}

/** A cell that is not being edited: its value, its unit, a chooser button, a copy icon. */
export function GridCellView(props: CellViewProps) {
  const { column, text, readOnly, labels, onChoose, onCopy } = props;
  return (
    <>
      <ValueView {...props} />
      <UnitView {...props} />
      {column.kind === 'dialog' && column.editable && !readOnly ? (
        <button type="button" className="hkwl-grid-choose" aria-label={labels.choose} tabIndex={-1} onMouseDown={(event) => event.stopPropagation()} onClick={onChoose}>
          <EllipsisOutlined />
        </button>
      ) : null}
      {column.schema.copy && text !== '' ? (
        <button type="button" className="hkwl-grid-copy" aria-label={labels.copy} onMouseDown={(event) => event.stopPropagation()} onClick={() => onCopy(text)}>
          <CopyOutlined />
        </button>
      ) : null}
    </>
  );
}
