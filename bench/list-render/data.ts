import type { ColumnSchema } from '../../schemas/generated/data-table';

/** 30 columns of the usual kinds: text, money, date, enum, integer; the first pinned left. */
export function benchColumns(count: number): ColumnSchema[] {
  return Array.from({ length: count }, (_, i): ColumnSchema => {
    const prop = `c${i}`;
    switch (i % 5) {
      case 1:
        return { prop, label: `金额${i}`, valueType: 'money', moneyFormat: 2, width: 140 };
      case 2:
        return { prop, label: `日期${i}`, valueType: 'date', width: 120 };
      case 3:
        return {
          prop, label: `状态${i}`, valueType: 'enum', width: 100,
          options: [{ value: 0, label: '草稿' }, { value: 1, label: '审批中', color: 'processing' }, { value: 2, label: '已完成', color: 'success' }],
        };
      case 4:
        return { prop, label: `数量${i}`, valueType: 'int', width: 110 };
      default:
        return { prop, label: `名称${i}`, width: 180, ...(i === 0 ? { fixed: 'left' as const } : {}) };
    }
  });
}

/** `rows` deterministic rows for those columns. */
export function benchRows(rows: number, columns: number): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (let r = 0; r < rows; r++) {
    const row: Record<string, unknown> = { id: r + 1 };
    for (let i = 0; i < columns; i++) {
      switch (i % 5) {
        case 1: row[`c${i}`] = ((r * 7919 + i * 104729) % 10_000_000) / 100; break;
        case 2: row[`c${i}`] = `2026-${String(1 + ((r + i) % 12)).padStart(2, '0')}-${String(1 + ((r * 3 + i) % 28)).padStart(2, '0')}`; break;
        case 3: row[`c${i}`] = (r + i) % 3; break;
        case 4: row[`c${i}`] = (r * 31 + i) % 100_000; break;
        default: row[`c${i}`] = `客户${r}-${i} 上海宏达化工有限公司`;
      }
    }
    out.push(row);
  }
  return out;
}
