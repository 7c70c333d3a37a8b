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
 * and what it closes with replaces the column's split for this table.
 */
export function useSplitColumns(declared: readonly EditableColumnSchema[]) {
  const env = useEnv();
  const dialogs = useDialogs();
  const [changed, setChanged] = useState<Readonly<Record<string, SplitItem[]>>>({});
  const columns = useMemo(() => declared.map((column) => (changed[column.prop] ? { ...column, split: changed[column.prop] } : column)), [declared, changed]);

  const editSplit = useCallback(
    async (prop: string) => {
      const column = columns.find((c) => c.prop === prop);
      if (!column) return;
      const variables = columns.filter((c) => c.prop !== prop).map((c) => ({ key: c.prop, label: c.label, labelEn: c.labelEn }));
      const schema = { type: 'price-split', variables, value: column.split ?? [] } satisfies PriceSplitSchema;
      const label = env.language === 'en' && column.labelEn ? column.labelEn : column.label;
      const items = await dialogs.open<SplitItem[]>({ schema, title: env.t('grid.split.title', { label }), width: SPLIT_DIALOG_WIDTH });
      if (!items) return;
      setChanged((current) => ({ ...current, [prop]: items }));
      env.notify.success(env.t('grid.splitSaved'));
    },
    [columns, dialogs, env],
  );
  return { columns, editSplit };
}
