import type { Section } from './section';

/** Cell label types, card view, statistics tips, external view (issue 7): keys `listlabels.<key>`. */
export const listlabels: Section = {
  zh: {
    copy: '复制',
    copied: '复制成功',
    copyFailed: '复制失败',
    close: '关闭',
    openImage: '查看图片',
    views: {
      label: '切换视图：',
      table: '列表',
      card: '卡片',
    },
    card: {
      list: '卡片列表',
      select: '选择 {{title}}',
      noTitle: '（无标题）',
    },
    expandBox: {
      expand: '展开全部',
      collapse: '收起',
      badExclude: 'outExcludeClassNames 配置有误',
    },
    tip: {
      label: '统计',
      expand: '展开统计',
      collapse: '收起统计',
      item: '{{label}}（{{calculate}}）',
      sum: '合计',
      avg: '平均',
    },
    external: {
      title: '外部视图',
      frame: '外部页面：{{title}}',
      unsafe: '该地址不安全，已拒绝打开：{{url}}（仅支持 http(s) 或本站地址）',
    },
  },
  en: {
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Copy failed',
    close: 'Close',
    openImage: 'View image',
    views: {
      label: 'Switch view:',
      table: 'List',
      card: 'Cards',
    },
    card: {
      list: 'Card list',
      select: 'Select {{title}}',
      noTitle: '(untitled)',
    },
    expandBox: {
      expand: 'Show all',
      collapse: 'Show less',
      badExclude: 'outExcludeClassNames is misconfigured',
    },
    tip: {
      label: 'Statistics',
      expand: 'Show all statistics',
      collapse: 'Show fewer statistics',
      item: '{{label}} ({{calculate}})',
      sum: 'Total',
      avg: 'Average',
    },
    external: {
      title: 'External view',
      frame: 'External page: {{title}}',
      unsafe: 'Refused to open an unsafe address: {{url}} (only http(s) or this site)',
    },
  },
};
