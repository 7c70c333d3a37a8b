import { Collapse, Input, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useEnv } from '../../../registry';
import { guideEntry, type GuideEntry, type GuideProperty, type GuideSchema } from '../../../rules';

// Every schema of schemas/, read as the guide reads them (rules/schema-guide.ts): the studio shows what docs/schema-guide.md says.
const SCHEMAS = import.meta.glob<GuideSchema>('../../../schemas/*.schema.json', { eager: true, import: 'default' });

/** What a configurator publishes in the studio, as docs/schema-guide.md orders it (scripts/schema-guide.ts). */
const CONFIGURATION = ['resource-definition', 'page-definition', 'func-config', 'workflow-definition', 'rule-definition', 'configuration-bundle'];
/** What a configurator writes inside a page's columns and buttons (scripts/schema-guide.ts PAGE_PART_SCHEMAS). */
const PAGE_PARTS = ['cell-label', 'action-steps'];

function schemaNamed(name: string): GuideSchema | undefined {
  return SCHEMAS[`../../../schemas/${name}.schema.json`];
}

function Properties({ entry }: { entry: GuideEntry }) {
  const env = useEnv();
  return (
    <>
      <Typography.Paragraph type="secondary">{entry.description}</Typography.Paragraph>
      {entry.properties.length > 0 && (
        <Table<GuideProperty>
          size="small"
          rowKey="name"
          pagination={false}
          dataSource={entry.properties}
          columns={[
            { title: env.t('studio.guideProperty'), dataIndex: 'name', width: 180, render: (name: string, p) => <><code>{name}</code>{p.required && <Tag color="red" style={{ marginLeft: 6 }}>{env.t('studio.guideRequired')}</Tag>}</> },
            { title: env.t('studio.guideType'), dataIndex: 'type', width: 220, render: (t: string) => <code>{t}</code> },
            { title: env.t('studio.guideLimits'), dataIndex: 'limits', width: 160 },
            { title: env.t('studio.guideMeaning'), dataIndex: 'description', render: (d: string, p) => (p.default ? `${d}（${env.t('studio.guideDefault')} ${p.default}）` : d) },
          ]}
        />
      )}
      {entry.parts.map((part) => (
        <div key={part.id} style={{ marginTop: 12 }}>
          <Typography.Text strong>{part.title}</Typography.Text>
          <Properties entry={part} />
        </div>
      ))}
    </>
  );
}

/**
 * The schema guide inside the studio (issue 23): every kind of configuration and every registered renderer, each
 * with its properties, types, limits and meaning, from the same JSON Schemas the server and the page validator check.
 */
export function SchemaGuide() {
  const env = useEnv();
  const [filter, setFilter] = useState('');
  const entries = useMemo(() => {
    const names = [...CONFIGURATION, ...PAGE_PARTS, ...env.registry.types()];
    return names.flatMap((name) => {
      const schema = schemaNamed(name);
      return schema ? [{ name, entry: guideEntry(schema) }] : [];
    });
  }, [env.registry]);
  const wanted = filter.trim().toLowerCase();
  const shown = wanted ? entries.filter(({ name, entry }) => name.includes(wanted) || entry.description.toLowerCase().includes(wanted)) : entries;
  return (
    <div data-testid="studio-guide">
      <Input.Search allowClear placeholder={env.t('studio.guideSearch')} value={filter} onChange={(e) => setFilter(e.target.value)} style={{ maxWidth: 360, marginBottom: 12 }} />
      <Collapse
        items={shown.map(({ name, entry }) => ({
          key: name,
          label: <span><code>{name}</code> {entry.title !== name && <Typography.Text type="secondary">{entry.title}</Typography.Text>}</span>,
          children: <Properties entry={entry} />,
        }))}
      />
    </div>
  );
}
