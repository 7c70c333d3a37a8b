import { Button, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useEnv } from '../../registry';
import type { ChooseField } from '../../schemas/generated/choose-config';
import type { ChooserRow } from '../core/picker-shared/chooser-api';
import { actionColumn, fieldColumns, rowLabel } from './columns';
import { CHOSEN_HEIGHT, keyOf, type RowKey } from './selection';

interface ChosenListProps {
  rows: readonly ChooserRow[];
  fields: readonly ChooseField[];
  keyField: string;
  onRemove(keys: readonly RowKey[]): void;
}

/** 已选择列表 (spec 001 screen 16): the rows chosen so far, each deletable, and ticked ones deleted at once. */
export function ChosenList({ rows, fields, keyField, onRemove }: ChosenListProps) {
  const env = useEnv();
  const [ticked, setTicked] = useState<readonly RowKey[]>([]);
  const columns = useMemo(
    () => [
      ...fieldColumns(fields, env.language),
      actionColumn({
        title: env.t('pickers.chooser.actions'),
        text: env.t('pickers.chooser.delete'),
        name: (row) => rowLabel(row, fields),
        danger: true,
        onClick: (row) => {
          const key = keyOf(row, keyField);
          setTicked((t) => t.filter((k) => k !== key));
          onRemove([key]);
        },
      }),
    ],
    [fields, env, keyField, onRemove],
  );
  const present = new Set(rows.map((row) => keyOf(row, keyField)));
  const live = ticked.filter((key) => present.has(key));
  const title = env.t('pickers.chooser.selectedList');
  return (
    <section aria-label={title} style={{ marginTop: 12 }}>
      <Space style={{ marginBottom: 8 }}>
        <Typography.Text strong>
          {title} ({rows.length})
        </Typography.Text>
        <Button
          size="small"
          danger
          onClick={() => {
            if (live.length === 0) {
              env.notify.warning(env.t('pickers.chooser.nothingChecked'));
              return;
            }
            setTicked([]);
            onRemove(live);
          }}
        >
          {env.t('pickers.chooser.batchDelete')}
        </Button>
      </Space>
      <Table<ChooserRow>
        size="small"
        rowKey={(row) => keyOf(row, keyField)}
        columns={columns}
        dataSource={rows as ChooserRow[]}
        pagination={false}
        scroll={{ y: CHOSEN_HEIGHT }}
        // The chosen list is flat: a chosen tree row is one row.
        expandable={{ childrenColumnName: '__no_children' }}
        rowSelection={{ selectedRowKeys: live as RowKey[], onChange: (keys) => setTicked(keys as RowKey[]) }}
        locale={{ emptyText: env.t('pickers.chooser.empty') }}
      />
    </section>
  );
}
