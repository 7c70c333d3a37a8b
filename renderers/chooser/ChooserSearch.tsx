import { Button, Checkbox, Input, Space } from 'antd';
import { useState } from 'react';
import { pickLabel, useEnv } from '../../registry';
import type { ChooseField } from '../../schemas/generated/choose-config';
import { searchKey } from '../core/picker-shared/chooser-api';

interface ChooserSearchProps {
  fields: readonly ChooseField[];
  /** The texts searched by their where keys; called on 查询, Enter and 重置 (with none). */
  onSearch(texts: Record<string, string>): void;
  /** Shown when the config's check_group says so: 全集团搜索. */
  wholeGroup?: { checked: boolean; onChange(checked: boolean): void };
  /** The texts the boxes start with (ChooserSchema.search in the first box, which then has the focus). */
  initial?: Readonly<Record<string, string>>;
}

/** The search bar of a chooser: one box per search field of the config, 查询 and 重置, and 全集团搜索 when offered. */
export function ChooserSearch({ fields, onSearch, wholeGroup, initial }: ChooserSearchProps) {
  const env = useEnv();
  const [texts, setTexts] = useState<Record<string, string>>(() => ({ ...initial }));
  if (fields.length === 0 && !wholeGroup) return null;
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      {fields.map((field) => {
        const label = pickLabel(env.language, field.label ?? field.prop, field.label_en);
        const key = searchKey(field);
        return (
          <Input
            key={key}
            aria-label={label}
            autoFocus={initial?.[key] !== undefined}
            placeholder={env.t('pickers.chooser.placeholder', { label })}
            allowClear
            maxLength={50}
            style={{ width: 200 }}
            value={texts[key] ?? ''}
            onChange={(event) => setTexts((t) => ({ ...t, [key]: event.target.value }))}
            onPressEnter={() => onSearch(texts)}
          />
        );
      })}
      {fields.length > 0 && (
        <>
          <Button type="primary" onClick={() => onSearch(texts)}>
            {env.t('pickers.chooser.search')}
          </Button>
          <Button
            onClick={() => {
              setTexts({});
              onSearch({});
            }}
          >
            {env.t('pickers.chooser.reset')}
          </Button>
        </>
      )}
      {wholeGroup && (
        <Checkbox checked={wholeGroup.checked} onChange={(event) => wholeGroup.onChange(event.target.checked)}>
          {env.t('pickers.chooser.wholeGroup')}
        </Checkbox>
      )}
    </Space>
  );
}
