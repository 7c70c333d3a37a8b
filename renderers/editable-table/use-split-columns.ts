import { useCallback, useMemo, useState } from 'react';
import type { SplitItem } from '../../codecs/formula';
import { useDialogs, useEnv } from '../../registry';
import type { EditableColumnSchema } from '../../schemas/generated/editable-table';
import type { PriceSplitSchema } from '../../schemas/generated/price-split';

/** The price-split dialog's width: its sub-item table's columns side by side. */
const SPLIT_DIALOG_WIDTH = 900;

/**
 * A table's columns with the price splits the user changed in the '{label}价格拆分' dialog (columns with
 * is_split): the dialog opens with the column's sub-items and the table's other columns as its variables,
 * and what it closes with replaces the column's split for this table. `stored`: the document's own splits it
 * was opened with (by column); `onSplits` hears every change, so a form keeps them with the document.
 */
export function useSplitColumns(declared: readonly EditableColumnSchema[], stored?: Readonly<Record<string, SplitItem[]>>, onSplits?: (splits: Record<string, SplitItem[]>) => void) {
  const env = useEnv();
  const dialogs = useDialogs();
  const [changed, setChanged] = useState<Readonly<Record<string, SplitItem[]>>>(() => stored ?? {});
  const [dropped, setDropped] = useState<readonly string[]>([]);
  // A document loaded after the table was made (the form's value set from outside) brings its own splits.
  const storedText = JSON.stringify(stored ?? {});
  const [seen, setSeen] = useState(storedText);
  if (storedText !== seen) {
    setSeen(storedText);
    if (storedText !== JSON.stringify(changed)) setChanged(stored ?? {});
  }
  const columns = useMemo(() => declared.map((column) => (changed[column.prop] ? { ...column, split: changed[column.prop] } : column)), [declared, changed]);

  const editSplit = useCallback(
    async (prop: string) => {
      const column = columns.find((c) => c.prop === prop);
      if (!column) return;
      // Every column, the split one too: a sub-item reads its column (不含税单价 = 含税单价 / (1 + 税率)); summed, that is a cycle.
      const variables = columns.map((c) => ({ key: c.prop, label: c.label, labelEn: c.labelEn }));
      const formulas = Object.fromEntries(columns.flatMap((c) => (c.formula ? [[c.prop, c.formula]] : [])));
      const schema = { type: 'price-split', variables, value: column.split ?? [], column: prop, formulas } satisfies PriceSplitSchema;
      const label = env.language === 'en' && column.labelEn ? column.labelEn : column.label;
      const items = await dialogs.open<SplitItem[]>({ schema, title: env.t('grid.split.title', { label }), width: SPLIT_DIALOG_WIDTH });
      if (!items) return;
      const next = { ...changed, [prop]: items };
      // The sub-items no split has any more, and that are no column of the table: their values leave the rows.
      const kept = new Set([...declared.map((c) => c.prop), ...Object.values(next).flat().map((item) => item.key)]);
      const gone = (column.split ?? []).map((item) => item.key).filter((key) => !kept.has(key));
      setDropped((current) => [...new Set([...current, ...gone])].filter((key) => !kept.has(key)));
      setChanged(next);
      onSplits?.(next);
      env.notify.success(env.t('grid.splitSaved'));
    },
    [columns, declared, changed, dialogs, env, onSplits],
  );
  return { columns, editSplit, dropped };
}
