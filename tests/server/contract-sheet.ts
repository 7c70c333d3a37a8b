import { xlsxBytes } from './xlsx';

/**
 * An import file for the sales contracts list: the template's header (as its download gives it, required columns
 * starred) and one valid contract per name, in order: the contract of `names[i]` is on sheet row i + 2.
 */
export function contractSheet(header: readonly string[], names: readonly string[]): Promise<Buffer> {
  const value = (label: string, name: string, i: number): unknown => {
    switch (label.replace(/^\*/, '')) {
      case '合同名称':
        return name;
      case '客户名称':
        return '客户甲';
      case '品名':
        return '钢材';
      case '合同金额':
        return 10 + i;
      case '签订日期':
        return '2026-02-01';
      default:
        return null;
    }
  };
  return xlsxBytes([[...header], ...names.map((name, i) => header.map((label) => value(label, name, i)))]);
}

/** `count` contract names under `prefix`, numbered from 1 with four digits (`续导0001`). */
export function contractNames(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(4, '0')}`);
}
