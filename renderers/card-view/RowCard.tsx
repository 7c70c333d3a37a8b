import { Card, Checkbox } from 'antd';
import { memo, type ReactNode } from 'react';
import { fieldType } from '../../fields';
import { pickLabel, type RendererEnv } from '../../registry';
import type { CardFieldSchema } from '../../schemas/generated/card-view';
import { renderLabel } from '../core/labels';
import type { ListContextValue, Row } from '../core/list-context';

/** A field's value as the table shows it: its label type if any, else its field type's cell. */
export function fieldValue(field: CardFieldSchema, row: Row, env: RendererEnv, list: ListContextValue): ReactNode {
  const value = row[field.prop];
  const label = renderLabel({ column: field, value, row, env, list });
  if (label !== undefined) return label;
  const Cell = fieldType(field.valueType).Cell;
  return <Cell value={value} options={field} language={env.language} />;
}

interface RowCardProps {
  row: Row;
  title: ReactNode;
  titleText: string;
  fields: readonly CardFieldSchema[];
  selectable: boolean;
  selected: boolean;
  onToggle(row: Row, selected: boolean): void;
  env: RendererEnv;
  list: ListContextValue;
}

/** One row as a card: its title, a checkbox when the list selects, and the fields as label: value lines. */
export const RowCard = memo(function RowCard({ row, title, titleText, fields, selectable, selected, onToggle, env, list }: RowCardProps) {
  return (
    <Card
      size="small"
      data-testid="row-card"
      role="listitem"
      aria-label={titleText}
      title={title}
      style={selected ? { borderColor: '#1677ff' } : undefined}
      extra={
        selectable ? (
          <Checkbox
            checked={selected}
            aria-label={env.t('listlabels.card.select', { title: titleText })}
            onChange={(event) => onToggle(row, event.target.checked)}
          />
        ) : null
      }
    >
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 8, rowGap: 4, margin: 0 }}>
        {fields.map((field) => [
          <dt key={`l:${field.prop}`} style={{ color: 'rgba(0,0,0,0.45)' }}>
            {pickLabel(env.language, field.label, field.labelEn)}
          </dt>,
          <dd key={`v:${field.prop}`} style={{ margin: 0, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {fieldValue(field, row, env, list)}
          </dd>,
        ])}
      </dl>
    </Card>
  );
});
