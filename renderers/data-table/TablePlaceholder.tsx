import { Spin } from 'antd';

/**
 * What the table shows until its list first answers: the table's own spinner over an empty area, instead
 * of an empty antd Table. Building the table twice (empty with a spinner, then with rows) cost a fifth of
 * the list's first render (bench/list-render); the table now mounts once, with its first rows.
 */
export function TablePlaceholder({ label }: { label: string }) {
  return (
    <div
      data-testid="data-table-loading"
      role="status"
      aria-busy="true"
      aria-label={label}
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 240 }}
    >
      <Spin />
    </div>
  );
}
