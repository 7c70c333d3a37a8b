import type { Section } from './section';

/** The list table: row actions, context menu, widths, virtual rows (issue 7): keys `listtable.<key>`. */
export const listtable: Section = {
  zh: {
    actions: '操作',
    more: '更多操作',
    rowMenu: '行操作',
    headerMenu: '列操作',
    resize: '拖动调整列宽',
    resetWidth: '重置列宽',
    widthSaved: '宽度保存成功',
    widthSaveFailed: '宽度保存失败',
    filter: '筛选',
    filterOk: '确定',
    filterReset: '重置',
    selectRow: '选择此行',
    expandRow: '展开行',
    collapseRow: '关闭行',
  },
  en: {
    actions: 'Actions',
    more: 'More actions',
    rowMenu: 'Row actions',
    headerMenu: 'Column actions',
    resize: 'Drag to resize the column',
    resetWidth: 'Reset column width',
    widthSaved: 'Width saved',
    widthSaveFailed: 'Failed to save the width',
    filter: 'Filter',
    filterOk: 'OK',
    filterReset: 'Reset',
    selectRow: 'Select this row',
    expandRow: 'Expand row',
    collapseRow: 'Collapse row',
  },
};
