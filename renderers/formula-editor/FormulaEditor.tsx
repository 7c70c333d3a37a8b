import { Button, Input, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { testFormula } from '../../codecs/formula';
import { pickLabel, useDialogHost, useEnv, type RendererProps } from '../../registry';
import type { FormulaEditorSchema } from '../../schemas/generated/formula-editor';
import { formulaOfItems, itemsOfFormula, type FormulaItem } from './formula-items';

const OPERATORS = [
  { value: '+', shown: '+' },
  { value: '-', shown: '−' },
  { value: '*', shown: '×' },
  { value: '/', shown: '÷' },
  { value: '(', shown: '(' },
  { value: ')', shown: ')' },
];

/**
 * The formula editor (spec 001 screen 18): variables and operators are clicked in as items, numbers typed in;
 * the formula is checked as the price split checks it (every variable 1). In a dialog, 确定 closes it with
 * the formula text (取消 with nothing).
 */
export default function FormulaEditor({ schema }: RendererProps<FormulaEditorSchema>) {
  const env = useEnv();
  const host = useDialogHost();
  const [items, setItems] = useState<FormulaItem[]>(() => itemsOfFormula(schema.value ?? '') ?? []);
  const [number, setNumber] = useState('');
  const labels = useMemo(() => new Map(schema.variables.map((v) => [v.key, pickLabel(env.language, v.label, v.labelEn)])), [schema.variables, env.language]);
  const text = formulaOfItems(items);
  const valid = text !== '' && testFormula(text, schema.variables.map((v) => v.key)).ok;
  const add = (item: FormulaItem) => setItems((list) => [...list, item]);
  const shown = (item: FormulaItem) => (item.type === 1 ? (labels.get(item.value) ?? item.value) : (OPERATORS.find((o) => o.value === item.value)?.shown ?? item.value));

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="formula-editor">
      <div role="group" aria-label={env.t('grid.formula.label')} style={{ minHeight: 56, padding: 8, border: '1px solid #d9d9d9', borderRadius: 6 }}>
        {items.length === 0 ? (
          <Typography.Text type="secondary">{env.t('grid.formula.empty')}</Typography.Text>
        ) : (
          items.map((item, i) => (
            <Tag
              key={`${i}-${item.value}`}
              color={item.type === 1 ? 'blue' : undefined}
              closable
              closeIcon={<span aria-label={env.t('grid.formula.remove', { item: shown(item) })}>×</span>}
              onClose={(event) => {
                event.preventDefault();
                setItems((list) => list.filter((_, j) => j !== i));
              }}
            >
              {shown(item)}
            </Tag>
          ))
        )}
      </div>
      {items.length > 0 && (
        <Typography.Text type={valid ? 'success' : 'danger'} role="status">
          {env.t(valid ? 'grid.formula.valid' : 'grid.formula.invalid')}
        </Typography.Text>
      )}
      <Typography.Text strong>{env.t('grid.formula.variables')}</Typography.Text>
      <Space wrap>
        {schema.variables.map((v) => (
          <Button key={v.key} size="small" onClick={() => add({ type: 1, value: v.key })}>
            {labels.get(v.key)}
          </Button>
        ))}
      </Space>
      <Typography.Text strong>{env.t('grid.formula.operators')}</Typography.Text>
      <Space wrap>
        {OPERATORS.map((o) => (
          <Button key={o.value} size="small" aria-label={o.value} onClick={() => add({ type: 2, value: o.value })}>
            {o.shown}
          </Button>
        ))}
        <Space.Compact>
          <Input size="small" style={{ width: 100 }} aria-label={env.t('grid.formula.number')} placeholder={env.t('grid.formula.number')} value={number} onChange={(e) => setNumber(e.target.value.replace(/[^0-9.]/g, ''))} />
          <Button
            size="small"
            disabled={!/^\d+(\.\d+)?$/.test(number)}
            onClick={() => {
              add({ type: 2, value: number });
              setNumber('');
            }}
          >
            {env.t('grid.formula.addNumber')}
          </Button>
        </Space.Compact>
        <Button size="small" onClick={() => setItems((list) => list.slice(0, -1))} disabled={items.length === 0}>
          {env.t('grid.formula.backspace')}
        </Button>
        <Button size="small" danger onClick={() => setItems([])} disabled={items.length === 0}>
          {env.t('grid.formula.clear')}
        </Button>
      </Space>
      {host && (
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={() => host.close(undefined)}>{env.t('grid.formula.cancel')}</Button>
          <Button type="primary" disabled={!valid} onClick={() => host.close(text)}>
            {env.t('grid.formula.ok')}
          </Button>
        </Space>
      )}
    </Space>
  );
}
