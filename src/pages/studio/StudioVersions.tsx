import { Button, Table, Tag } from 'antd';
import { useEnv } from '../../../registry';
import type { VersionRow } from '../../../schemas/generated/studio';
import { changeText, systemNote } from './definition-text';

/** A definition's versions, newest first: who, when, the note and the changes; every one but the served one can be rolled back to. */
export function StudioVersions({ versions, served, onRollback }: { versions: VersionRow[]; served: number | undefined; onRollback(version: number): void }) {
  const env = useEnv();
  return (
    <Table<VersionRow>
      data-testid="studio-versions"
      size="small"
      rowKey="version"
      pagination={false}
      dataSource={versions}
      columns={[
        { title: '#', dataIndex: 'version', width: 60, render: (v: number) => (v === served ? <Tag color="green">{v} · {env.t('studio.current')}</Tag> : v) },
        { title: env.t('studio.author'), dataIndex: 'author_name', width: 120, render: (v: string | null) => v ?? env.t('studio.builtIn') },
        { title: env.t('studio.time'), dataIndex: 'created_at', width: 170 },
        { title: env.t('studio.remark'), render: (_, row) => [systemNote(env, row.note), ...row.changes.filter((c) => !c.kind.endsWith('Index')).map((c) => changeText(env, c))].filter(Boolean).join('；') },
        {
          title: '', width: 140,
          render: (_, row) => row.version !== served && <Button size="small" onClick={() => onRollback(row.version)} data-testid={`studio-rollback-${row.version}`}>{env.t('studio.rollback')}</Button>,
        },
      ]}
    />
  );
}
