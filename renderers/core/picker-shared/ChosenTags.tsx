import { Empty, Tag, Typography } from 'antd';
import { useEnv } from '../../../registry';

export interface ChosenTag {
  key: number | string;
  label: string;
  /** Shown on hover: the organisation's path, the user's department. */
  title?: string;
}

/** What a picker holds so far, each removable: 已选择 (n) and a tag per item. */
export function ChosenTags({ items, onRemove }: { items: readonly ChosenTag[]; onRemove(key: ChosenTag['key']): void }) {
  const env = useEnv();
  return (
    <section aria-label={env.t('pickers.chosen')} style={{ marginTop: 12 }}>
      <Typography.Text strong>
        {env.t('pickers.chosen')} ({items.length})
      </Typography.Text>
      <div style={{ marginTop: 8, maxHeight: 120, overflowY: 'auto' }}>
        {items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} style={{ margin: 0 }} />
        ) : (
          items.map((item) => (
            <Tag
              key={item.key}
              title={item.title}
              closable
              closeIcon={<span aria-label={env.t('pickers.remove', { name: item.label })}>×</span>}
              onClose={(event) => {
                event.preventDefault();
                onRemove(item.key);
              }}
              style={{ marginBottom: 4 }}
            >
              {item.label}
            </Tag>
          ))
        )}
      </div>
    </section>
  );
}
