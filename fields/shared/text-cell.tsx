import { memo, type ComponentType } from 'react';
import { CODECS } from '../../codecs';
import type { FieldType } from '../../schemas/generated/field-type';
import type { CellProps } from '../types';

/** The cells that show their field's formatted text and nothing else. */
const TEXT_CELLS = new WeakSet<ComponentType<CellProps>>();

/** A cell that shows the field type's formatted text (its codec's format). */
export function textCell(type: FieldType) {
  const { format } = CODECS[type];
  const Cell = memo(function FormattedCell({ value, options, language }: CellProps) {
    return <>{format(value, options, language)}</>;
  });
  TEXT_CELLS.add(Cell);
  return Cell;
}

/**
 * Whether a field type's cell is only its formatted text: a table that draws many cells (rows scrolling
 * into view) writes the text itself, one component less per cell.
 */
export function isTextCell(Cell: ComponentType<CellProps>): boolean {
  return TEXT_CELLS.has(Cell);
}
