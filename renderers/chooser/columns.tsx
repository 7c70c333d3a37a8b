import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { pickLabel, type Language } from '../../registry';
import type { ChooseField } from '../../schemas/generated/choose-config';
import type { ChooserRow } from '../core/picker-shared/chooser-api';

/** A cell's text: lists joined, objects and nothing shown as nothing. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join(' ; ');
  return typeof value === 'object' ? '' : String(value);
}

/** The least width of a field column: its title whole, and never under MIN_FIELD_WIDTH. */
const MIN_FIELD_WIDTH = 100;
function fieldWidth(title: string): number {
  let width = 32;
  for (const char of title) width += char.charCodeAt(0) > 0xff ? 14 : 8;
  return Math.max(MIN_FIELD_WIDTH, width);
}

/**
 * The config's fields as columns: its main fields (show_in_select 1) first, then the assisting ones. Each keeps a
 * width that shows its title whole: on a narrow screen the table scrolls sideways rather than squeeze them (a phone
 * showed one character a column).
 */
export function fieldColumns(fields: readonly ChooseField[], language: Language): ColumnsType<ChooserRow> {
  const ordered = [...fields.filter((f) => f.show_in_select === 1), ...fields.filter((f) => f.show_in_select !== 1)];
  return ordered.map((field) => {
    const title = pickLabel(language, field.label ?? field.prop, field.label_en);
    return { key: field.prop, dataIndex: field.prop, title, width: fieldWidth(title), ellipsis: true, render: (value: unknown) => cellText(value) };
  });
}

/** The name a chosen row goes by: its first main field. */
export function rowLabel(row: ChooserRow, fields: readonly ChooseField[]): string {
  const main = fields.find((f) => f.show_in_select === 1) ?? fields[0];
  return main ? cellText(row[main.prop]) : '';
}

interface ActionColumn {
  title: string;
  text: string;
  /** The button's accessible name for a row (the row's label). */
  name(row: ChooserRow): string;
  disabled?(row: ChooserRow): boolean;
  onClick(row: ChooserRow): void;
  danger?: boolean;
}

/** The 操作 column: one link button per row (选择 among the candidates, 删除 in the chosen list). */
export function actionColumn({ title, text, name, disabled, onClick, danger }: ActionColumn): ColumnsType<ChooserRow>[number] {
  return {
    key: '__action',
    title,
    width: 90,
    fixed: 'right',
    render: (_: unknown, row: ChooserRow) => (
      <Button type="link" size="small" danger={danger} aria-label={`${text} ${name(row)}`} disabled={disabled?.(row)} onClick={() => onClick(row)}>
        {text}
      </Button>
    ),
  };
}
