import { Button, Input, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { checkSplit, itemRemovalProblem, splitProblemText, type SplitItem } from '../../codecs/formula';
import { pickLabel, useDialogHost, useDialogs, useEnv, type RendererProps } from '../../registry';
import type { FormulaEditorSchema } from '../../schemas/generated/formula-editor';
import type { PriceSplitSchema } from '../../schemas/generated/price-split';

/** The next free sub-item key (split_1, split_2, ...): a formula variable, never one of the table's columns. */
function nextKey(items: readonly SplitItem[], taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const key = `split_${n}`;
    if (!taken.has(key) && !items.some((item) => item.key === key)) return key;
  }
}

/** A sub-item's formula in words (the columns and sub-items by their labels), and 编辑 unless it is fixed (a line formula, the server's). */
function FormulaCell({ item, index, labelOf, onEdit }: { item: SplitItem; index: number; labelOf(key: string): string; onEdit(): void }) {
  const env = useEnv();
  return (
    <Space size={4}>
      <Typography.Text code={item.formula !== undefined} type={item.formula ? undefined : 'secondary'} data-testid={`split-formula-${index + 1}`}>
        {item.formula ? item.formula.replace(/[A-Za-z_][A-Za-z0-9_]*/g, labelOf) : env.t('grid.split.noFormula')}
      </Typography.Text>
      {item.fixed ? null : (
        <Button size="small" type="link" onClick={onEdit} aria-label={`${env.t('grid.split.edit')} ${index + 1}`}>
          {env.t('grid.split.edit')}
        </Button>
      )}
    </Space>
  );
}

/**
 * The price-split dialog body (spec 001 screen 17): sub-items with name, 是否合计, 是否4位小数, formula (edited
 * in the formula editor over the table's columns and the other sub-items) and remark; a sub-item another
 * formula reads cannot be deleted; 确定 checks the split (spec 001 §5) and hands the sub-items back.
 */
export default function PriceSplit({ schema }: RendererProps<PriceSplitSchema>) {
  const env = useEnv();
  const host = useDialogHost();
  const dialogs = useDialogs();
  const [items, setItems] = useState<SplitItem[]>(() => (schema.value ?? []).map((item) => ({ ...item })));
  const columns = new Set(schema.variables.map((v) => v.key));
  const labelOf = (key: string) => {
    const column = schema.variables.find((v) => v.key === key);
    return column ? pickLabel(env.language, column.label, column.labelEn) : (items.find((item) => item.key === key)?.label ?? key);
  };
  const update = (index: number, patch: Partial<SplitItem>) => setItems((list) => list.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  // A new sub-item never takes the key of one this dialog opened with: the rows may still hold that one's values.
  const opened = new Set([...columns, ...(schema.value ?? []).map((item) => item.key)]);
  const add = () => setItems((list) => [...list, { key: nextKey(list, opened), label: env.t('grid.split.newItem', { n: list.length + 1 }) }]);
  const remove = (index: number) => {
    const problem = itemRemovalProblem(items, index, env.language);
    if (problem) {
      env.notify.warning(problem);
      return;
    }
    setItems((list) => list.filter((_, i) => i !== index));
  };
  const editFormula = async (index: number) => {
    const item = items[index];
    const variables: FormulaEditorSchema['variables'] = [
      ...schema.variables,
      ...items.filter((other) => other.key !== item.key).map((other) => ({ key: other.key, label: other.label })),
    ];
    const formula = await dialogs.open<string>({
      schema: { type: 'formula-editor', variables, value: item.formula } satisfies FormulaEditorSchema,
      title: env.t('grid.split.editTitle', { name: item.label }),
      width: 640,
    });
    if (formula !== undefined) update(index, { formula });
  };
  const confirm = () => {
    const unnamed = items.flatMap((item, i) => (item.label.trim() === '' ? [i + 1] : []));
    if (unnamed.length > 0) {
      env.notify.error(env.t('grid.split.nameRequired', { rows: unnamed.join('、') }));
      return;
    }
    const problems = checkSplit(items, [...columns], { column: schema.column, formulas: schema.formulas });
    if (problems.length > 0) {
      for (const problem of problems) env.notify.error(splitProblemText(problem, env.language));
      return;
    }
    host?.close(items.map((item) => ({ ...item, label: item.label.trim() })));
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="price-split">
      <Button onClick={add}>{env.t('grid.split.add')}</Button>
      <Table<SplitItem>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={items}
        columns={[
          { key: 'index', title: '#', width: 50, render: (_v, _item, i) => i + 1 },
          {
            key: 'label',
            title: env.t('grid.split.name'),
            width: 160,
            render: (_v, item, i) => <Input size="small" aria-label={`${env.t('grid.split.name')} ${i + 1}`} value={item.label} maxLength={50} disabled={item.fixed} onChange={(e) => update(i, { label: e.target.value })} />,
          },
          {
            key: 'isSummary',
            title: env.t('grid.split.summary'),
            width: 90,
            render: (_v, item, i) => <Switch size="small" aria-label={`${env.t('grid.split.summary')} ${i + 1}`} checked={item.isSummary === true} onChange={(on) => update(i, { isSummary: on })} />,
          },
          {
            key: 'isPercent',
            title: env.t('grid.split.percent'),
            width: 100,
            // A fixed sub-item is a field of the lines: the server rounds it as that field.
            render: (_v, item, i) => (
              <Switch size="small" aria-label={`${env.t('grid.split.percent')} ${i + 1}`} checked={item.isPercent === true} disabled={item.fixed} onChange={(on) => update(i, { isPercent: on })} />
            ),
          },
          {
            key: 'formula',
            title: env.t('grid.split.formula'),
            render: (_v, item, i) => <FormulaCell item={item} index={i} labelOf={labelOf} onEdit={() => void editFormula(i)} />,
          },
          {
            key: 'remark',
            title: env.t('grid.split.remark'),
            width: 160,
            render: (_v, item, i) => <Input size="small" aria-label={`${env.t('grid.split.remark')} ${i + 1}`} value={item.remark ?? ''} maxLength={200} onChange={(e) => update(i, { remark: e.target.value })} />,
          },
          {
            key: 'actions',
            title: env.t('grid.split.actions'),
            width: 70,
            render: (_v, item, i) =>
              item.fixed ? null : (
                <Button size="small" type="link" danger onClick={() => remove(i)} aria-label={`${env.t('grid.split.delete')} ${i + 1}`}>
                  {env.t('grid.split.delete')}
                </Button>
              ),
          },
        ]}
      />
      {host && (
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={() => host.close(undefined)}>{env.t('grid.split.cancel')}</Button>
          <Button type="primary" onClick={confirm}>
            {env.t('grid.split.ok')}
          </Button>
        </Space>
      )}
    </Space>
  );
}
