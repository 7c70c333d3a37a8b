import { useCallback, useEffect, useState } from 'react';
import { failureText, type RendererEnv } from '../../registry';
import type { ChooserSchema } from '../../schemas/generated/chooser';
import { resolveRows, type ChooserRow, type LoadedChooseConfig } from '../core/picker-shared/chooser-api';
import { keyOf, type RowKey } from './selection';

interface ChosenOptions {
  /** Ids chosen before (a form's value). */
  selected: ChooserSchema['selected'];
  dataPerms: ChooserSchema['dataPerms'];
  multiple: boolean;
  keyField: string;
  /** The chooser may not read (its data permissions are missing): nothing is asked. */
  blocked: boolean;
}

/** The rows chosen in a multiple chooser (已选择列表): those chosen before, read once as rows, then what is chosen meanwhile. */
export function useChosenRows(env: RendererEnv, config: LoadedChooseConfig, { selected, dataPerms, multiple, keyField, blocked }: ChosenOptions) {
  const [chosen, setChosen] = useState<ChooserRow[]>([]);
  // Ids chosen before (a form's value) come back as rows into 已选择列表, once, beside what is chosen meanwhile.
  const selectedText = (selected ?? []).join(',');
  useEffect(() => {
    const ids = selectedText === '' ? [] : selectedText.split(',').map(Number);
    if (!multiple || ids.length === 0 || blocked) return undefined;
    let live = true;
    resolveRows(env, config, ids, dataPerms).then(
      (answer) => {
        if (!live) return;
        setChosen((current) => {
          const picked = new Set(current.map((row) => keyOf(row, keyField)));
          return [...answer.data.filter((row) => !picked.has(keyOf(row, keyField))), ...current];
        });
      },
      (failure: unknown) => {
        if (live) env.notify.error(failureText(env.t, failure, 'pickers.chooser.resolveFailed'));
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- resolved once per opening and chosen ids
  }, [env, config, selectedText, multiple, blocked, keyField]);

  const remove = useCallback((keys: readonly RowKey[]) => {
    const gone = new Set(keys);
    setChosen((current) => current.filter((row) => !gone.has(keyOf(row, keyField))));
  }, [keyField]);
  return { chosen, setChosen, remove };
}
