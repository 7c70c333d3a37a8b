import type { EChartsCoreOption } from 'echarts/core';
import { formatMoney } from '../../rules';
import type { ChartOption, ChartSchema } from '../../schemas/generated/chart';
import type { ChartModel } from './chart-model';

/** A value as the chart's tooltips and axis show it: an amount with its decimals, a count as a whole number. */
export function chartValueText(schema: ChartSchema, value: number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  return formatMoney(value, { decimals: schema.money_format ?? 0 });
}

/** The colour an option declares for a value (a status's own colour), if any. */
function colourOf(options: readonly ChartOption[] | undefined, value: string | number | null | undefined): string | undefined {
  return value === undefined || value === null ? undefined : options?.find((o) => String(o.value) === String(value))?.color;
}

/** The ECharts option of a model: bars (stacked when split), bars on their side (a ranking), lines, or a pie. */
export function chartOption(schema: ChartSchema, model: ChartModel): EChartsCoreOption {
  const valueFormatter = (value: unknown) => chartValueText(schema, typeof value === 'number' ? value : null);
  const tooltip = { trigger: schema.kind === 'pie' ? 'item' : 'axis', valueFormatter, confine: true };
  const legend = { type: 'scroll', bottom: 0 };
  if (schema.kind === 'pie') {
    const line = model.lines[0];
    return {
      tooltip, legend,
      series: [{
        type: 'pie', name: line?.name, radius: ['38%', '68%'], center: ['50%', '45%'], avoidLabelOverlap: true,
        data: model.categories.map((c, i) => {
          const color = colourOf(schema.group_options, c.group);
          return { name: c.label, value: line?.values[i] ?? 0, ...(color ? { itemStyle: { color } } : {}) };
        }),
      }],
    };
  }
  const categories = model.categories.map((c) => c.label);
  const split = model.lines.some((l) => l.split !== undefined);
  const horizontal = schema.kind === 'hbar';
  const categoryAxis = { type: 'category', data: categories, axisLabel: { hideOverlap: true, ...(horizontal ? { width: 120, overflow: 'truncate' } : {}) }, ...(horizontal ? { inverse: true } : {}) };
  const valueAxis = { type: 'value', axisLabel: { formatter: (v: number) => formatMoney(v, { decimals: 0 }) } };
  return {
    tooltip, legend,
    grid: { left: 8, right: 16, top: 16, bottom: 40, containLabel: true },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: model.lines.map((line) => ({
      type: schema.kind === 'line' ? 'line' : 'bar', name: line.name, data: line.values,
      ...(colourOf(schema.split_options, line.split) ? { itemStyle: { color: colourOf(schema.split_options, line.split) } } : {}),
      ...(split ? { stack: 'split' } : {}), ...(schema.kind === 'line' ? { smooth: true, connectNulls: true } : { barMaxWidth: 32 }),
    })),
  };
}
