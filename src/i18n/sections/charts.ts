import type { Section } from './section';

/** The chart renderer and the dashboard (issue 23): keys `charts.<key>`. */
export const charts: Section = {
  zh: {
    empty: '暂无数据',
    noAccess: '您无权查看该图表的数据',
    failed: '图表数据加载失败',
    asChart: '图表',
    asTable: '表格',
    group: '分组',
    none: '（空）',
    drill: '点击查看明细',
    title: '经营看板',
  },
  en: {
    empty: 'No data',
    noAccess: 'You may not see the data of this chart',
    failed: 'The chart data could not be loaded',
    asChart: 'Chart',
    asTable: 'Table',
    group: 'Group',
    none: '(empty)',
    drill: 'Click to open the records',
    title: 'Dashboard',
  },
};
