import { Alert, Card, Empty, Segmented, Skeleton, Table } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { pickLabel, useEnv, type RendererProps } from '../../registry';
import type { ChartSchema } from '../../schemas/generated/chart';
import { useOptionalListControls } from '../core/list-context';
import { chartModel, drillTarget, drillWhere, type ChartModel } from './chart-model';
import { chartOption, chartValueText } from './chart-option';
import { echarts } from './echarts-setup';
import { useChartData } from './use-chart-data';

const DEFAULT_HEIGHT = 300;

/** The drawn chart: ECharts on an element of the chart's height, resized with its card, a click drilling. */
function Drawing({ schema, model, height, onPick }: { schema: ChartSchema; model: ChartModel; height: number; onPick(line: number, category: number): void }) {
  const element = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  useEffect(() => {
    const host = element.current!;
    const chart = echarts.init(host, undefined, { renderer: 'svg' });
    chart.on('click', (event) => {
      const { seriesIndex = 0, dataIndex } = event as { seriesIndex?: number; dataIndex: number };
      pick.current(seriesIndex, dataIndex);
    });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(host);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, []);
  useEffect(() => {
    echarts.getInstanceByDom(element.current!)?.setOption(chartOption(schema, model), { notMerge: true });
  }, [schema, model]);
  return <div ref={element} style={{ height, width: '100%' }} data-testid="chart-drawing" />;
}

/** The same numbers as a table: for keyboard and screen-reader users, each group a link into its records. */
function DataTable({ schema, model, drills, onPick }: { schema: ChartSchema; model: ChartModel; drills: boolean; onPick(line: number, category: number): void }) {
  const env = useEnv();
  const rows = model.categories.map((c, i) => ({ key: i, label: c.label, values: model.lines.map((l) => l.values[i]) }));
  return (
    <Table
      size="small"
      pagination={false}
      scroll={{ y: 260 }}
      dataSource={rows}
      data-testid="chart-table"
      columns={[
        { title: env.t('charts.group'), dataIndex: 'label', key: 'label', ellipsis: true },
        ...model.lines.map((line, l) => ({
          title: line.name,
          key: `v${l}`,
          align: 'right' as const,
          render: (_: unknown, row: (typeof rows)[number]) =>
            drills && row.values[l] !== null ? (
              <a role="button" tabIndex={0} onClick={() => onPick(l, row.key)} onKeyDown={(e) => e.key === 'Enter' && onPick(l, row.key)} title={env.t('charts.drill')}>
                {chartValueText(schema, row.values[l])}
              </a>
            ) : (
              chartValueText(schema, row.values[l])
            ),
        })),
      ]}
    />
  );
}

/**
 * The chart renderer (issue 23): its series' chart calls in the caller's scope, drawn by ECharts or shown as a
 * table; a click on a bar, point, slice or table value opens the series' list filtered to that group (above a
 * list of the same resource: filters that list, and follows its filter).
 */
export function Chart({ schema }: RendererProps<ChartSchema>) {
  const env = useEnv();
  // Above a list (its statistics area), a series over the list's own resource follows the list's filter, and a
  // click filters the list instead of leaving it.
  const list = useOptionalListControls();
  const own = list?.source && schema.series.every((s) => list.source!.url === `${s.resource}/index`) ? list : null;
  const data = useChartData(schema, own?.query.where as Record<string, unknown> | undefined);
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const height = schema.height ?? DEFAULT_HEIGHT;
  const model = useMemo(() => (data.kind === 'ready' ? chartModel(schema, data.answers, env.language, env.t('charts.none')) : null), [data, schema, env]);
  const title = pickLabel(env.language, schema.title, schema.title_en);
  const pick = (line: number, category: number) => {
    if (!model) return;
    const picked = model.lines[line];
    // A pie's slices are its categories, of its one series.
    const series = schema.kind === 'pie' ? 0 : (picked?.series ?? 0);
    const group = model.categories[category]?.group ?? null;
    const split = schema.kind === 'pie' ? undefined : picked?.split;
    if (own) {
      own.setWhere({ ...own.query.where, ...drillWhere(schema, series, group, split) } as typeof own.query.where);
      return;
    }
    const target = drillTarget(schema, series, group, split);
    if (target) env.navigate(target);
  };
  let body;
  if (data.kind === 'loading') body = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (data.kind === 'denied') body = <Alert type="info" showIcon message={env.t('charts.noAccess')} />;
  else if (data.kind === 'failed') body = <Alert type="error" showIcon message={data.text} />;
  else if (!model || model.categories.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={env.t('charts.empty')} />;
  else if (view === 'table') body = <DataTable schema={schema} model={model} drills={own !== null || schema.series.some((s) => s.drill !== undefined)} onPick={pick} />;
  else body = <Drawing schema={schema} model={model} height={height} onPick={pick} />;
  return (
    <Card
      size="small"
      title={title}
      data-testid="chart"
      data-state={data.kind}
      data-bound={own ? 'list' : undefined}
      extra={
        <Segmented
          size="small"
          value={view}
          onChange={(v) => setView(v as 'chart' | 'table')}
          options={[{ value: 'chart', label: env.t('charts.asChart') }, { value: 'table', label: env.t('charts.asTable') }]}
        />
      }
      styles={{ body: { minHeight: height + 24 } }}
    >
      {body}
    </Card>
  );
}

export default Chart;
