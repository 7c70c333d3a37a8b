import { Card, Descriptions, Tag } from 'antd';
import { FIELD_TYPES } from '../../../fields';
import { useEnv } from '../../../registry';

/**
 * /components_test: a development-only page outside the navigation guard (spec 000 §2.1), listing what
 * the registry holds and how each field type shows a sample value. Not routed in production builds.
 */
export function ComponentsTestPage() {
  const env = useEnv();
  return (
    <Card title="components_test" data-testid="components-test" style={{ margin: 16 }}>
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label="renderers">
          {env.registry.types().map((type) => (
            <Tag key={type}>{type}</Tag>
          ))}
        </Descriptions.Item>
        {Object.values(FIELD_TYPES).map((field) => (
          <Descriptions.Item key={field.type} label={`${field.type} (${field.storage})`}>
            <field.Cell value={field.storage === 'text' ? '示例 sample' : field.storage === 'date' ? '2026-11-21' : field.storage === 'datetime' ? '2026-11-21 08:30:00' : 1234.5} options={{}} language={env.language} />
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
}
