import type { Field } from '@formily/core';
import { observer, useField } from '@formily/react';
import { useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import type { SplitItem } from '../../codecs/formula';
import constants from '../../schemas/constants.json';
import { useEnv } from '../../registry';
import type { EditStore, EditRow } from './edit-store';
import { EditableGrid } from './EditableGrid';
import type { EditableTableSchema } from '../../schemas/generated/editable-table';
import { FormPermsContext } from '../core/form-perms';

/** A validator trigger no field event fires: it runs only when the whole form is validated (a submit). */
const SUBMIT_TRIGGER = 'onSubmit';

type LinesProps = Omit<EditableTableSchema, 'type'> & { value?: EditRow[]; onChange?(rows: EditRow[]): void; readOnly?: boolean; disabled?: boolean };

/**
 * A document's lines as a form field (x-component EditableTable): the editable table with the field's value as its
 * rows. The editable-table renderer lends it to forms; it loads, with the grid and the formula evaluator, with the
 * first form that has lines. The form's validation checks every cell (required cells, unreadable text) and names how
 * many need attention; a read-only or submitted form shows the lines without editing.
 */
export const LinesField = observer(function LinesField(props: LinesProps) {
  const env = useEnv();
  const field = useField<Field>();
  const { value, onChange, readOnly, disabled, ...config } = props;
  const store = useRef<EditStore | null>(null);
  const configKey = JSON.stringify(config);
  // The lines are named by their field (lines): the table name of the user's column setting, under the form's menu.
  const fieldName = field.path.toString();
  const permsId = useContext(FormPermsContext);
  // The grid is named by its form item's label, in the user's language (the block's own title is Chinese only).
  const fieldTitle = typeof field.title === 'string' ? field.title : '';
  const schema = useMemo<EditableTableSchema>(
    () => ({ ...config, title: fieldTitle || config.title, name: config.name ?? fieldName, type: 'editable-table', readOnly: readOnly || disabled || field.readPretty || undefined }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the props object is new on every render; its content is the key
    [configKey, fieldTitle, fieldName, readOnly, disabled, field.readPretty],
  );
  useEffect(() => {
    // Checked when the form is validated (a submit), never on a keystroke: a new row is not red before anything
    // was typed. The message names the first cell that blocks; a submit brings that cell into view.
    field.setValidator({
      triggerType: SUBMIT_TRIGGER,
      validator: () => {
        const grid = store.current;
        const failed = grid?.validateAll() ?? [];
        if (!grid || failed.length === 0) return '';
        const first = failed[0];
        if (field.form.validating) grid.showCell(first);
        const where = env.t('grid.cellAt', { row: first.row + 1, label: grid.columns()[first.col]?.label ?? '' });
        return env.t('grid.firstInvalidCell', { where, problem: grid.problemAt(first), count: failed.length });
      },
    });
  }, [field, env]);
  // After a failed submit the message follows the cells as they are fixed.
  const changed = useCallback(
    (rows: EditRow[]) => {
      onChange?.(rows);
      if (field.selfErrors.length > 0) field.validate(SUBMIT_TRIGGER).catch(() => undefined);
    },
    [onChange, field],
  );
  const keep = useCallback((made: EditStore) => {
    store.current = made;
  }, []);
  // The document's own price splits travel with it under line_splits.<lines> (the server keeps and applies them).
  const splitsPath = [constants.lineSplitsKey, fieldName];
  const splits = field.form.getValuesIn(splitsPath) as Record<string, SplitItem[]> | undefined;
  const keepSplits = useCallback(
    (next: Record<string, SplitItem[]>) => {
      field.form.setValuesIn([constants.lineSplitsKey, fieldName], next);
      // A changed split is the user's input: the form asks before it is left unsaved.
      field.onInput(field.value).catch(() => undefined);
    },
    [field, fieldName],
  );
  return (
    <EditableGrid schema={schema} value={value ?? []} onChange={changed} onStore={keep} permsId={permsId} splits={splits} onSplitsChange={keepSplits} />
  );
});
