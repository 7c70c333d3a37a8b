import { useEffect, useState } from 'react';
import { failureText, type RendererEnv } from '../../registry';
import { loadRows, type ChooserRow, type LoadedChooseConfig, type Where } from '../core/picker-shared/chooser-api';
import { treeRows } from './selection';

interface RowsQuery {
  where: Where;
  page: number;
  pageSize: number;
  /** dataPerms as the call carries it. */
  dataPerms?: string;
  /** Nothing is asked (a config that needs dataPerms and has none). */
  blocked: boolean;
}

export interface RowsState {
  rows: ChooserRow[];
  total: number;
  loading: boolean;
}

/** One page of candidates; the latest query's answer wins, an outdated one is dropped. */
export function useChooserRows(env: RendererEnv, config: LoadedChooseConfig, { where, page, pageSize, dataPerms, blocked }: RowsQuery): RowsState {
  const [state, setState] = useState<RowsState>({ rows: [], total: 0, loading: !blocked });
  const whereText = JSON.stringify(where);
  useEffect(() => {
    if (blocked) return undefined;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    loadRows(env, config, { where: JSON.parse(whereText) as Where, page, limit: pageSize, dataPerms }).then(
      (answer) => {
        if (live) setState({ rows: treeRows(answer.data), total: answer.total, loading: false });
      },
      (error: unknown) => {
        if (!live) return;
        setState({ rows: [], total: 0, loading: false });
        env.notify.error(failureText(env.t, error, 'pickers.chooser.listFailed'));
      },
    );
    return () => {
      live = false;
    };
  }, [env, config, whereText, page, pageSize, dataPerms, blocked]);
  return state;
}
