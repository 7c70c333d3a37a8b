import { Button, Form, Input, Radio, Space, Switch, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useEnv } from '../../registry';
import type { SavedView, ViewType } from '../../schemas/generated/saved-view';
import type { SearchFieldSchema } from '../../schemas/generated/search-field';
import { formButtons, nameError, typesOffered, VIEW_NAME_MAX } from '../core/saved-view-state';
import type { ViewDraft } from '../core/saved-view-types';
import { ConditionRows } from './ConditionRows';
import { conditionsOfRows, rowErrors, rowsOf, type ConditionRow } from './rows';

export interface ViewFormStart {
  name: string;
  type: ViewType;
  isDefault: boolean;
  rows: ConditionRow[];
}

/** Where the form starts: the view's values, or a new view's. */
export function formStart(view: SavedView | null, fields: readonly SearchFieldSchema[], isDefault: boolean, fresh?: Partial<ViewFormStart>): ViewFormStart {
  if (!view) return { name: fresh?.name ?? '', type: 1, isDefault: false, rows: fresh?.rows ?? rowsOf([], fields) };
  return { name: view.name, type: view.type, isDefault, rows: rowsOf(view.params.where, fields) };
}

interface ViewFormProps {
  view: SavedView | null;
  start: ViewFormStart;
  fields: readonly SearchFieldSchema[];
  canShare: boolean;
  editable: boolean;
  busy: boolean;
  onSave(draft: ViewDraft, apply: boolean): Promise<boolean>;
  onApply(): void;
  onDelete(): void;
  onDirtyChange(dirty: boolean): void;
}

function fingerprint(state: ViewFormStart, fields: readonly SearchFieldSchema[]): string {
  return JSON.stringify([state.name, state.type, state.isDefault, state.rows.length, conditionsOfRows(state.rows, fields)]);
}

/** The right side of the view settings drawer: name, type, default switch, the condition rows, and the buttons of the form's state. */
export function ViewForm({ view, start, fields, canShare, editable, busy, onSave, onApply, onDelete, onDirtyChange }: ViewFormProps) {
  const env = useEnv();
  const [state, setState] = useState(start);
  const [tried, setTried] = useState(false);
  const edited = useMemo(() => view === null || fingerprint(state, fields) !== fingerprint(start, fields), [view, state, start, fields]);
  const dirty = view === null ? fingerprint(state, fields) !== fingerprint(start, fields) : edited;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const nameProblem = nameError(state.name);
  const errors = rowErrors(state.rows);
  const submit = async (apply: boolean) => {
    setTried(true);
    if (nameProblem || errors.size > 0) return;
    if (await onSave({ name: state.name, type: state.type, isDefault: state.isDefault, conditions: conditionsOfRows(state.rows, fields) }, apply)) setTried(false);
  };
  const buttons = formButtons(edited, editable, view === null);
  const set = (next: Partial<ViewFormStart>) => setState((s) => ({ ...s, ...next }));

  return (
    <Form layout="vertical" data-testid="view-form" disabled={!editable}>
      {!editable && <Typography.Paragraph type="secondary">{env.t('views.readOnly')}</Typography.Paragraph>}
      <Form.Item label={env.t('views.name')} required validateStatus={tried && nameProblem ? 'error' : undefined} help={tried && nameProblem ? env.t(nameProblem, { max: VIEW_NAME_MAX }) : undefined}>
        <Input aria-label={env.t('views.name')} value={state.name} maxLength={VIEW_NAME_MAX} showCount onChange={(e) => set({ name: e.target.value })} />
      </Form.Item>
      <Form.Item label={env.t('views.type')} required>
        <Radio.Group
          aria-label={env.t('views.type')}
          value={state.type}
          onChange={(e) => set({ type: e.target.value as ViewType })}
          // A shared view stays shown as shared even where the caller may not choose it.
          options={[...new Set([...typesOffered(canShare), state.type])].map((type) => ({ value: type, label: env.t(type === 1 ? 'views.typePersonal' : 'views.typeShared') }))}
        />
      </Form.Item>
      <Form.Item label={env.t('views.asDefault')}>
        <Switch aria-label={env.t('views.asDefault')} checked={state.isDefault} onChange={(isDefault) => set({ isDefault })} />
      </Form.Item>
      <Form.Item label={env.t('views.conditions')} required>
        <ConditionRows rows={state.rows} fields={fields} errors={tried ? errors : new Map()} disabled={!editable} onChange={(rows) => set({ rows })} />
      </Form.Item>
      <Space>
        {buttons.includes('reset') && (
          <Button disabled={false} onClick={() => setState(start)}>
            {env.t('views.reset')}
          </Button>
        )}
        {buttons.includes('delete') && (
          <Button danger disabled={busy} onClick={onDelete}>
            {env.t('views.remove')}
          </Button>
        )}
        {buttons.includes('save') && (
          <Button disabled={busy} onClick={() => void submit(false)}>
            {env.t('views.save')}
          </Button>
        )}
        {buttons.includes('saveApply') && (
          <Button type="primary" disabled={busy} onClick={() => void submit(true)}>
            {env.t('views.saveApply')}
          </Button>
        )}
        {buttons.includes('apply') && (
          <Button type="primary" disabled={false} onClick={onApply}>
            {env.t('views.apply')}
          </Button>
        )}
      </Space>
    </Form>
  );
}
