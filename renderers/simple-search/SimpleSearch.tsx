import { SearchOutlined } from '@ant-design/icons';
import { Button, Select, Space } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import type { FilterCondition } from '../../fields';
import { useEnv, type RendererProps } from '../../registry';
import type { SimpleSearchSchema } from '../../schemas/generated/simple-search';
import { useListControls } from '../core/list-context';
import { applyDraft, fieldLabel, invalidFields, isQueryKey, SearchControl, whereKey } from '../core/list-shared';

/**
 * The single-field search bar: choose a field, enter its value, search (or Enter). Changing the field
 * clears the value; the condition searched for stays until it is searched empty or its tag is closed.
 */
export function SimpleSearch({ schema }: RendererProps<SimpleSearchSchema>) {
  const env = useEnv();
  const list = useListControls();
  const { fields } = schema;
  const [field, setField] = useState(() => fields.find((f) => whereKey(f) === schema.defaultField || f.prop === schema.defaultField) ?? fields[0]);
  const [value, setValue] = useState<FilterCondition | undefined>(undefined);
  const chosen = [field];
  const invalid = invalidFields(chosen, { [whereKey(field)]: value }, env.language);

  const search = () => {
    if (invalid.length > 0) {
      env.notify.warning(env.t('listbar.search.invalid', { fields: invalid.join('、') }));
      return;
    }
    list.setWhere(applyDraft(chosen, { [whereKey(field)]: value }, list.query.where));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isQueryKey(event)) {
      event.preventDefault();
      search();
    }
  };
  return (
    <div data-testid="simple-search" role="search" style={{ marginBottom: 12 }} onKeyDown={onKeyDown}>
      <Space.Compact style={{ width: '100%', maxWidth: 640 }}>
        <Select<string>
          aria-label={env.t('listbar.search.field')}
          style={{ width: 160, flex: 'none' }}
          value={whereKey(field)}
          options={fields.map((f) => ({ value: whereKey(f), label: fieldLabel(f, env.language) }))}
          onChange={(next) => {
            setField(fields.find((f) => whereKey(f) === next) ?? fields[0]);
            setValue(undefined);
          }}
        />
        <div style={{ flex: 1, minWidth: 0 }}>
          {/* Keyed by field: a new field starts with a fresh control. */}
          <SearchControl key={whereKey(field)} field={field} value={value} onChange={setValue} />
        </div>
        <Button type="primary" icon={<SearchOutlined />} disabled={invalid.length > 0} onClick={search}>
          {env.t('listbar.search.search')}
        </Button>
      </Space.Compact>
    </div>
  );
}

export default SimpleSearch;
