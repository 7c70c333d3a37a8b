import { useEffect, useState } from 'react';
import { ApiCodeError, failureText, useEnv } from '../../registry';
import type { ChartAnswer } from '../../schemas/generated/chart-query';
import type { ChartSchema } from '../../schemas/generated/chart';
import { seriesQuery, type SeriesRows } from './chart-model';

export type ChartData =
  | { kind: 'loading' }
  | { kind: 'ready'; answers: SeriesRows[] }
  /** The caller holds no list grant on a series' resource (4403): the chart says so instead of its data. */
  | { kind: 'denied' }
  | { kind: 'failed'; text: string };

/** Each series' chart call (GET <resource>/chart), all at once; again when the chart's configuration or the list's filter changes. */
export function useChartData(schema: ChartSchema, listWhere?: Record<string, unknown>): ChartData {
  const env = useEnv();
  const [data, setData] = useState<ChartData>({ kind: 'loading' });
  const key = JSON.stringify([schema.series.map((_, i) => [schema.series[i].resource, seriesQuery(schema, i, listWhere)])]);
  useEffect(() => {
    const controller = new AbortController();
    setData({ kind: 'loading' });
    Promise.all(
      schema.series.map((s, i) =>
        env.request<ChartAnswer>(`${s.resource}/chart`, { query: seriesQuery(schema, i, listWhere), messageHide: true, signal: controller.signal }),
      ),
    ).then(
      (answers) => !controller.signal.aborted && setData({ kind: 'ready', answers: answers.map((a) => a.rows) }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiCodeError && error.code === 4403) setData({ kind: 'denied' });
        else setData({ kind: 'failed', text: failureText(env.t, error, 'charts.failed') });
      },
    );
    return () => controller.abort();
    // The key stands for the series and their queries.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, env]);
  return data;
}
