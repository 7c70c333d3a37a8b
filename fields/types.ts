import type { ComponentType } from 'react';
import { CODECS, type CodecOptions, type FieldCodec } from '../codecs';
import type { Language } from '../registry';
import type { OptionSchema } from '../schemas/generated/data-table';
import type { FieldStorage } from '../schemas/generated/field-storage';
import type { FieldType } from '../schemas/generated/field-type';

/** What a column (and later a form field) tells its field type about formatting: its codec's options, with tag colours. */
export interface FieldFormatOptions extends CodecOptions {
  options?: readonly OptionSchema[];
}

/** A `where` condition for one field: a plain value or `[operator, operand]` (docs/architecture.md §4). */
export type FilterCondition = string | number | boolean | [string, unknown];

export interface CellProps {
  value: unknown;
  options: FieldFormatOptions;
  language: Language;
}

export interface FilterProps {
  value: FilterCondition | undefined;
  /** undefined clears the condition. */
  onChange(value: FilterCondition | undefined): void;
  options: FieldFormatOptions;
  /** For the control's accessible name and placeholder. */
  label: string;
}

/** What a form declares of a control (x-component-props) besides the formatting. */
export interface ControlOptions extends FieldFormatOptions {
  placeholder?: string;
  maxLength?: number;
  /** text: a multi-line area of this many rows. */
  rows?: number;
}

/** A form control (spec 001 screen 14): edits one value; the form page adapts Formily's field to it. */
export interface ControlProps {
  value: unknown;
  onChange(value: unknown): void;
  onBlur?(): void;
  options: ControlOptions;
  disabled?: boolean;
  /** The field's label: the control's accessible name and its default placeholder (请输入{label}). */
  label: string;
  id?: string;
}

/**
 * One field type: its codec (codecs/: how it is stored, how its values read as text and texts as values,
 * shared with the server) and its React modes. A mode is a component; a type without one of the required
 * modes does not typecheck. The editable cell comes next.
 */
export interface FieldTypeDefinition<T extends FieldType = FieldType> {
  type: T;
  codec: FieldCodec;
  /** The codec's: how values are stored and compared on the server. */
  storage: FieldStorage;
  /** The codec's default alignment in tables. */
  align: 'left' | 'center' | 'right';
  /** The codec's text of a value (cells, cards, exports); '' for empty values. */
  format(value: unknown, options: FieldFormatOptions, language: Language): string;
  /** Table cell (read): plain memoised React, never a form field. */
  Cell: ComponentType<CellProps>;
  /** Filter control of the query panel: edits one `where` condition. */
  Filter: ComponentType<FilterProps>;
  /** Form control (the form page's x-component of this type); read-only forms show `format` instead. */
  Control: ComponentType<ControlProps>;
}

/** A field type from its codec and its React modes: what the codec says is not said twice. */
export function fieldOf<T extends FieldType>(type: T, modes: Pick<FieldTypeDefinition, 'Cell' | 'Filter' | 'Control'>): FieldTypeDefinition<T> {
  const codec = CODECS[type];
  return { type, codec, storage: codec.storage, align: codec.align, format: codec.format, ...modes };
}

/** A scalar value that is empty: null, undefined or ''. */
export function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}
