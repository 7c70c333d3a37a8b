import type { CSSProperties } from 'react';
import { CODECS, type CodecOptions, type FieldCodec } from '../../codecs';
import type { SplitItem } from '../../codecs/formula';
import type { Language } from '../../registry';
import type { EditableColumnSchema, EditableTableSchema } from '../../schemas/generated/editable-table';
import type { FieldType } from '../../schemas/generated/field-type';
import type { FieldRules } from '../../schemas/generated/field-rules';
import { cellRules, type CellRule } from './cell-rules';
import { pinnedSide } from '../../rules/config-values';

/** Spec 001 §9: editable rows are 48 px, the index column 75 px, columns 200 px unless they say otherwise. */
export const ROW_HEIGHT = 48;
export const INDEX_WIDTH = 75;
export const DEFAULT_COLUMN_WIDTH = 200;
/** Spec 001 §9 "editable tables 550 or 600": the rows area's most height when all rows are drawn, and when they are virtual. */
export const DEFAULT_TABLE_HEIGHT = 600;
export const VIRTUAL_TABLE_HEIGHT = 550;
export const DEFAULT_VIRTUAL_THRESHOLD = 200;
/** A split sub-item's column, unless its parent says otherwise. */
const SPLIT_COLUMN_WIDTH = 130;

/**
 * How a cell is edited: typed text read by its codec, an option list, a check box, a chooser dialog, the
 * parts of a spec; or only shown (a link, markup, a computed value, a kind the grid does not edit).
 */
export type CellKind = 'text' | 'option' | 'switch' | 'dialog' | 'specs' | 'link' | 'html' | 'upload' | 'shown';

/** A row's own unit for a cell (spec 001 §3 unit_prop, unit_options, unitEditabled). */
export interface CellUnit {
  /** The row property holding it. */
  prop: string;
  options: readonly { label: string; value: string }[];
  /** Chosen per row (a select in the cell). */
  editable: boolean;
}

/** A column as the grid uses it: its schema, its codec and the options its codec reads. */
export interface GridColumn {
  schema: EditableColumnSchema;
  prop: string;
  label: string;
  type: FieldType;
  kind: CellKind;
  codec: FieldCodec;
  options: CodecOptions;
  width: number;
  /** Whether the user edits it (not a formula, not read-only, an edit type the grid edits). */
  editable: boolean;
  /** An upload cell the user may upload to and clear (its own controls, never the text editor). */
  uploadable: boolean;
  required: boolean;
  /** The column's rules (pattern, min, max) a filled cell must pass. */
  rules: readonly CellRule[];
  /** The server's rules of the field (EditableTableSchema.fieldRules), checked after the column's own. */
  fieldRules?: FieldRules;
  unit?: CellUnit;
  /** A price-split sub-item's column: the column it splits and its sub-item. */
  splitOf?: { parent: EditableColumnSchema; item: SplitItem };
  /** Pinned to a side as the user's column setting (or the schema) says; false: scrolls with the rest. */
  fixed: 'left' | 'right' | false;
  /** A pinned column's cell class and offset (a CSS variable the grid sets, so a width drag re-renders no row). */
  pin?: { className: string; style: CSSProperties };
}

/** The field type an edit type's values are read and shown with, unless the column names one. */
function typeOf(column: EditableColumnSchema): FieldType {
  if (column.valueType) return column.valueType;
  switch (column.editType) {
    case 'number':
      return column.moneyFormat !== undefined || column.attr?.precision !== undefined ? 'money' : 'number';
    case 'date':
      return 'date';
    case 'time':
      return 'datetime';
    case 'select':
    case 'radio':
      return 'enum';
    case 'switch':
      return 'boolean';
    // The file's id: its name is shown from attr.name_prop.
    case 'upload':
      return 'int';
    default:
      return 'text';
  }
}

function kindOf(column: EditableColumnSchema, type: FieldType): CellKind {
  switch (column.editType ?? 'input') {
    case 'input':
    case 'number':
    case 'date':
    case 'time':
      return 'text';
    case 'select':
    case 'radio':
      return 'option';
    case 'switch':
      return 'switch';
    case 'dialog':
      return column.attr?.chooser ? 'dialog' : 'shown';
    case 'specs':
      return column.attr?.specs?.length ? 'specs' : 'text';
    case 'link':
      return 'link';
    case 'html':
      return 'html';
    case 'upload':
      return 'upload';
    // A custom cell shows its value through its field type; a slot as text.
    default:
      return type === 'boolean' ? 'switch' : 'shown';
  }
}

const EDITED_KINDS: ReadonlySet<CellKind> = new Set(['text', 'option', 'switch', 'dialog', 'specs']);

function unitOf(column: EditableColumnSchema, language: Language): CellUnit | undefined {
  if (!column.unit_prop) return undefined;
  return {
    prop: column.unit_prop,
    options: (column.unit_options ?? []).map((o) => ({ value: o.value, label: language === 'en' && o.labelEn ? o.labelEn : o.label })),
    editable: column.unitEditabled === true && (column.unit_options?.length ?? 0) > 0,
  };
}

function gridColumn(schema: EditableTableSchema, column: EditableColumnSchema, language: Language, computed: boolean): GridColumn {
  const type = typeOf(column);
  const kind = kindOf(column, type);
  const options: CodecOptions = {
    moneyFormat: column.moneyFormat ?? column.attr?.precision,
    timeFormat: column.timeFormat,
    options: column.attr?.options,
    multiple: column.attr?.multiple,
    maxLength: column.attr?.maxlength,
  };
  return {
    schema: column,
    prop: column.prop,
    label: language === 'en' && column.labelEn ? column.labelEn : column.label,
    type,
    kind,
    codec: CODECS[type],
    options,
    width: column.width ?? DEFAULT_COLUMN_WIDTH,
    editable: !schema.readOnly && column.editable !== false && !column.formula && !computed && EDITED_KINDS.has(kind),
    // An upload cell is never typed into (nor pasted, nor emptied by Delete): its own button uploads and × removes.
    uploadable: !schema.readOnly && column.editable !== false && kind === 'upload',
    required: column.require === true || column.required === true,
    fixed: pinnedSide(column.fixed) ?? false,
    rules: cellRules(column, language),
    fieldRules: schema.fieldRules?.[column.prop],
    unit: unitOf(column, language),
  };
}

/** The columns a split column adds after itself: one per sub-item, computed when it has a formula, typed when not. */
function splitColumns(schema: EditableTableSchema, parent: EditableColumnSchema, language: Language): GridColumn[] {
  return (parent.split ?? []).map((item) => {
    const column: EditableColumnSchema = {
      prop: item.key,
      label: item.label,
      labelEn: item.labelEn,
      editType: 'number',
      valueType: item.isPercent ? 'percent' : 'money',
      // Spec 001 §5: a sub-item's value is rounded to 3 decimals, 4 when it is a percent.
      moneyFormat: item.isPercent ? undefined : 3,
      width: SPLIT_COLUMN_WIDTH,
      remark: item.remark,
    };
    return { ...gridColumn(schema, column, language, Boolean(item.formula)), splitOf: { parent, item } };
  });
}

/** Whether a split column's value is the sum of its summary sub-items (computed, not typed). */
export const isSplitSum = (column: EditableColumnSchema) => (column.split ?? []).some((item) => item.isSummary);

/**
 * A column as the grid reads it, spec 001 §3's spellings folded in: `format` is its timeFormat, `set_width` its width
 * and `regular` a pattern rule where it names none; a group's `children` stand in its place (the grid has one
 * header row).
 */
function specColumns(column: EditableColumnSchema): EditableColumnSchema[] {
  if (column.children?.length) return column.children.flatMap(specColumns);
  const width = column.width ?? (column.set_width !== undefined && Number(column.set_width) >= 40 ? Number(column.set_width) : undefined);
  return [{
    ...column,
    fixed: pinnedSide(column.fixed) ?? false,
    ...(column.timeFormat === undefined && column.format ? { timeFormat: column.format } : {}),
    ...(width === undefined ? {} : { width }),
    ...(column.regular ? { rules: [...(column.rules ?? []), { pattern: column.regular }] } : {}),
  }];
}

/** The visible columns of a schema, in their order, each with its codec; a split column followed by its sub-items. */
export function gridColumns(schema: EditableTableSchema, language: Language): GridColumn[] {
  return schema.columns
    .flatMap(specColumns)
    .filter((column) => !column.hide)
    .flatMap((column) => [gridColumn(schema, column, language, isSplitSum(column)), ...splitColumns(schema, column, language)]);
}
