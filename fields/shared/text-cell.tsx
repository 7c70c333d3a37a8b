import { memo } from 'react';
import type { CellProps, FieldTypeDefinition } from '../types';

/** A cell that shows the field's formatted text. */
export function textCell(format: FieldTypeDefinition['format']) {
  return memo(function FormattedCell({ value, options, language }: CellProps) {
    return <>{format(value, options, language)}</>;
  });
}
