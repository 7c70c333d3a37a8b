import { Alert, Button, Spin, Table } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { failureText, useDialogHost, useEnv, type RendererEnv, type RendererProps } from '../../registry';
import type { ChooserSchema } from '../../schemas/generated/chooser';
import { PickerFooter } from '../core/picker-shared';
import { dataPermsParam, lacksDataPerms, loadConfig, searchKey, searchWhere, type ChooserRow, type LoadedChooseConfig, type Where } from '../core/picker-shared/chooser-api';
import { beforeSelectWarning, selectableRows } from '../core/picker-shared/before-select';
import { ChooserSearch } from './ChooserSearch';
import { ChosenList } from './ChosenList';
import { actionColumn, fieldColumns, rowLabel } from './columns';
import { addChosen, CANDIDATES_HEIGHT, choosable, DEFAULT_PAGE_SIZE, flatRows, keyOf } from './selection';
import { useChooserRows } from './use-chooser-rows';
import { useChosenRows } from './use-chosen-rows';

/**
 * The chooser dialog's body (spec 001 screen 16): loads its config by name, then lists, searches and
 * chooses. It closes its dialog with the chosen row (single) or rows (multiple), or with nothing on 取消.
 */
export default function Chooser({ schema }: RendererProps<ChooserSchema>) {
  const env = useEnv();
  const host = useDialogHost();
  const [config, setConfig] = useState<LoadedChooseConfig | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setConfig(null);
    setError(null);
    loadConfig(env, schema.config).then(
      (loaded) => {
        if (live) setConfig(loaded);
      },
      (failure: unknown) => {
        if (live) setError(failureText(env.t, failure, 'pickers.chooser.configFailed'));
      },
    );
    return () => {
      live = false;
    };
  }, [env, schema.config]);
  const close = useCallback((result?: unknown) => host?.close(result), [host]);
  if (error !== null) {
    return (
      <div data-testid="chooser">
        <Alert type="error" showIcon message={error} />
        <PickerFooter onCancel={() => close()} />
      </div>
    );
  }
  if (!config) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return <ChooserBody key={config.name} schema={schema} config={config} close={close} />;
}

/** The candidates' columns: the config's fields, then 选择 (disabled on a row that may not be chosen). */
function chooserColumns(env: RendererEnv, fields: LoadedChooseConfig['fields'], choose: (row: ChooserRow) => void) {
  return [
    ...fieldColumns(fields, env.language),
    actionColumn({
      title: env.t('pickers.chooser.actions'),
      text: env.t('pickers.chooser.choose'),
      name: (row) => rowLabel(row, fields),
      disabled: (row) => !choosable(row),
      onClick: choose,
    }),
  ];
}

interface BodyProps {
  schema: ChooserSchema;
  config: LoadedChooseConfig;
  close(result?: unknown): void;
}

function ChooserBody({ schema, config, close }: BodyProps) {
  const env = useEnv();
  const multiple = schema.multiple ?? config.select_type === 2;
  const keyField = config.select_field;
  const fields = config.fields;
  const searchFields = useMemo(() => fields.filter((f) => f.is_search_field === 1), [fields]);
  const missingPerms = lacksDataPerms(config, schema.dataPerms);
  // A search the chooser was opened with (a key typed on a dialog cell) goes in the first search box.
  const initialTexts = useMemo(() => (schema.search && searchFields[0] ? { [searchKey(searchFields[0])]: schema.search } : undefined), [schema.search, searchFields]);
  const [search, setSearch] = useState<Where>(() => searchWhere(initialTexts ?? {}));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(schema.pageSize ?? DEFAULT_PAGE_SIZE);
  const [wholeGroup, setWholeGroup] = useState(false);
  const where = useMemo(() => ({ ...((schema.where ?? {}) as Where), ...search }), [schema.where, search]);
  const { rows, total, loading } = useChooserRows(env, config, {
    where,
    page,
    pageSize,
    dataPerms: dataPermsParam(schema.dataPerms, wholeGroup),
    blocked: missingPerms,
  });
  const { chosen, setChosen, remove } = useChosenRows(env, config, { selected: schema.selected, dataPerms: schema.dataPerms, multiple, keyField, blocked: missingPerms });

  const selectedText = (schema.selected ?? []).join(',');

  const duplicate = useCallback(() => env.notify.warning(env.t('pickers.chooser.duplicate')), [env]);
  // The config's before-select rules: a row one of them holds on is not chosen, the dialog says why.
  const refused = useCallback(
    (row: ChooserRow) => {
      const warning = beforeSelectWarning(config, row, env.language);
      if (warning) env.notify.warning(warning);
      return warning !== null;
    },
    [config, env],
  );
  const choose = useCallback(
    (row: ChooserRow) => {
      if (!choosable(row) || refused(row)) return;
      if (!multiple) {
        close(row);
        return;
      }
      const result = addChosen(chosen, [row], keyField);
      if (result.duplicates > 0) duplicate();
      else setChosen(result.chosen);
    },
    [multiple, close, chosen, keyField, duplicate, setChosen, refused],
  );
  const chooseAll = () => {
    const { allowed, warning } = selectableRows(config, flatRows(rows), env.language);
    if (warning) env.notify.warning(warning);
    const result = addChosen(chosen, allowed, keyField);
    if (result.added === 0 && result.duplicates > 0) duplicate();
    setChosen(result.chosen);
  };
  // Marked rows: the chosen ones (multiple, by key), or the one chosen before (single, by id).
  const isMarked = useMemo(() => {
    if (multiple) {
      const keys = new Set(chosen.map((row) => keyOf(row, keyField)));
      return (row: ChooserRow) => keys.has(keyOf(row, keyField));
    }
    const ids = new Set(selectedText === '' ? [] : selectedText.split(',').map(Number));
    return (row: ChooserRow) => ids.has(Number(row.id));
  }, [multiple, chosen, keyField, selectedText]);
  const columns = useMemo(() => chooserColumns(env, fields, choose), [fields, env, choose]);

  const candidates = env.t('pickers.chooser.candidates');
  return (
    <div data-testid="chooser" data-mode={multiple ? 'multiple' : 'single'}>
      {missingPerms && <Alert type="error" showIcon message={env.t('pickers.chooser.needDataPerms')} style={{ marginBottom: 12 }} />}
      <ChooserSearch
        fields={searchFields}
        initial={initialTexts}
        onSearch={(texts) => {
          setSearch(searchWhere(texts));
          setPage(1);
        }}
        wholeGroup={config.check_group === 1 ? { checked: wholeGroup, onChange: (checked) => { setWholeGroup(checked); setPage(1); } } : undefined}
      />
      {multiple && (
        <div style={{ marginBottom: 8 }}>
          <Button size="small" onClick={chooseAll} disabled={rows.length === 0}>
            {env.t('pickers.chooser.selectAll')}
          </Button>
        </div>
      )}
      <section aria-label={candidates}>
        <Table<ChooserRow>
          size="small"
          rowKey={(row) => keyOf(row, keyField)}
          columns={columns}
          dataSource={rows}
          loading={loading}
          // Columns keep their width and the list scrolls sideways when the screen is narrower (a phone).
          scroll={{ x: 'max-content', y: multiple ? CANDIDATES_HEIGHT.multiple : CANDIDATES_HEIGHT.single }}
          rowClassName={(row) => (isMarked(row) ? 'ant-table-row-selected' : '')}
          onRow={(row) => ({
            title: choosable(row) ? undefined : env.t('pickers.chooser.chooseDisabled'),
            style: { cursor: choosable(row) ? 'pointer' : 'not-allowed' },
            // A click on the row chooses it, but not one on its own button or on a tree row's expand icon.
            onClick: (event) => {
              if ((event.target as HTMLElement).closest('button, .ant-table-row-expand-icon')) return;
              choose(row);
            },
          })}
          pagination={{
            current: page,
            pageSize,
            total,
            size: 'small',
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (count) => env.t('pickers.chooser.total', { total: count }),
            hideOnSinglePage: false,
            onChange: (next, size) => {
              setPage(size === pageSize ? next : 1);
              setPageSize(size);
            },
          }}
          locale={{ emptyText: env.t('pickers.chooser.empty') }}
        />
      </section>
      {multiple && <ChosenList rows={chosen} fields={fields} keyField={keyField} onRemove={remove} />}
      <PickerFooter onCancel={() => close()} onOk={multiple ? () => close(chosen) : undefined} />
    </div>
  );
}
