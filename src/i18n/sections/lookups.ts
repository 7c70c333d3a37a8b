import type { Section } from './section';

/** Dictionary and organisation lookups and the search controls that use them (issue 8): keys `lookups.<key>`. */
export const lookups: Section = {
  zh: {
    number: {
      min: '最小值',
      max: '最大值',
      operator: '单边条件',
      minAboveMax: '最小值大于最大值',
      ops: { gte: '大于等于', gt: '大于', eq: '等于', lt: '小于', lte: '小于等于' },
    },
    org: {
      placeholder: '请选择组织',
      mode: '组织条件',
      in: '属于',
      notIn: '不属于',
      more: '+{{count}}',
      loadFailed: '组织加载失败',
      empty: '暂无组织',
    },
    dict: {
      loadFailed: '字典加载失败',
      empty: '暂无选项',
    },
    resource: {
      mode: '条件方式',
      in: '属于',
      notIn: '不属于',
      failed: '选项加载失败',
      empty: '暂无匹配的数据',
    },
    city: {
      empty: '没有匹配的地区',
    },
  },
  en: {
    number: {
      min: 'Minimum',
      max: 'Maximum',
      operator: 'One-sided condition',
      minAboveMax: 'The minimum is greater than the maximum',
      ops: { gte: 'At least', gt: 'Greater than', eq: 'Equal to', lt: 'Less than', lte: 'At most' },
    },
    org: {
      placeholder: 'Select organisations',
      mode: 'Organisation condition',
      in: 'In',
      notIn: 'Not in',
      more: '+{{count}}',
      loadFailed: 'Could not load the organisations',
      empty: 'No organisations',
    },
    dict: {
      loadFailed: 'Could not load the options',
      empty: 'No options',
    },
    resource: {
      mode: 'Condition',
      in: 'In',
      notIn: 'Not in',
      failed: 'Could not load the options',
      empty: 'Nothing matches',
    },
    city: {
      empty: 'No matching region',
    },
  },
};
