import { codecOf } from '../../codecs';
import { pickLabel, useEnv, useLightAntdHash } from '../../registry';
import type { CustomSetting } from '../../schemas/generated/custom-setting';
import type { DataTableSchema } from '../../schemas/generated/data-table';
import type { Row } from '../core/list-context';
import { DEFAULT_WIDTH, SELECTION_WIDTH } from '../core/table-constants';
import { leafColumns, visibleColumns } from './settings-columns';

const INDEX_WIDTH = 60;
const NO_OVERRIDES = {};

export interface FirstRowsProps {
  table: DataTableSchema;
  /** The user's table setting (order, shown columns, widths), null without one. */
  settings: CustomSetting | null;
  rows: readonly Row[];
}

/**
 * A list's first rows drawn as plain markup in antd's table classes (the small size the page's table has), while the page itself still renders:
 * the columns the user sees, in their order and widths, each value as its field codec formats it (what the
 * cell and 复制 show). Nothing in it acts: it is replaced by the page's table once that has its rows.
 */
export function FirstRows({ table, settings, rows }: FirstRowsProps) {
  const env = useEnv();
  const hash = useLightAntdHash() ?? '';
  const columns = leafColumns(visibleColumns(table.columns, settings, NO_OVERRIDES));
  const rowKey = table.rowKey ?? 'id';
  const leading = [...(table.selection ? [SELECTION_WIDTH] : []), ...(table.index ? [INDEX_WIDTH] : [])];
  const width = leading.reduce((sum, w) => sum + w, 0) + columns.reduce((sum, column) => sum + (column.width ?? DEFAULT_WIDTH), 0);
  return (
    <div className={`ant-table-wrapper ${hash}`} data-testid="first-rows" aria-busy="true">
      <div className={`ant-table ant-table-small ${hash}`}>
        <div className="ant-table-container">
          <div className="ant-table-content" style={{ overflow: 'hidden' }}>
            <table style={{ tableLayout: 'fixed', width, minWidth: '100%' }}>
              <colgroup>
                {leading.map((w, i) => (
                  <col key={`lead-${i}`} style={{ width: w }} />
                ))}
                {columns.map((column) => (
                  <col key={column.prop} style={{ width: column.width ?? DEFAULT_WIDTH }} />
                ))}
              </colgroup>
              <thead className="ant-table-thead">
                <tr>
                  {table.selection && <th className="ant-table-cell ant-table-selection-column" />}
                  {table.index && <th className="ant-table-cell">{env.t('list.index')}</th>}
                  {columns.map((column) => (
                    <th key={column.prop} className="ant-table-cell ant-table-cell-ellipsis" style={{ textAlign: column.align ?? codecOf(column.valueType).align }}>
                      {pickLabel(env.language, column.label, column.labelEn)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="ant-table-tbody">
                {rows.map((row, i) => (
                  // Not `ant-table-row`: that class marks the page's own rows (tests and tools count them).
                  <tr key={String(row[rowKey] ?? i)} className="ant-table-row-level-0">
                    {table.selection && <td className="ant-table-cell ant-table-selection-column" />}
                    {table.index && <td className="ant-table-cell">{i + 1}</td>}
                    {columns.map((column) => (
                      <td key={column.prop} className="ant-table-cell ant-table-cell-ellipsis" style={{ textAlign: column.align ?? codecOf(column.valueType).align }}>
                        {codecOf(column.valueType).format(row[column.prop], column, env.language)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>
    </div>
  );
}
