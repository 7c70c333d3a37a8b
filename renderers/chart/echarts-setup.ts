import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only the parts the chart renderer draws with (a fraction of ECharts), in the chart's own chunk: a page without a
// chart never loads them. SVG: crisp at every zoom, and its marks are elements a test or a screen reader can find.
echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { echarts };
