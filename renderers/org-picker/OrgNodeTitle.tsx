import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useEnv } from '../../registry';
import type { OrgNode } from '../../schemas/generated/lookups';

interface OrgNodeTitleProps {
  node: OrgNode;
  collected: boolean;
  busy: boolean;
  /** Flat lists (search, favourites) show where the organisation sits. */
  withPath?: boolean;
  onStar(node: OrgNode): void;
}

/** A node's name and its star (spec 001 screen 18): filled when collected; a click toggles it, not the choice. */
export function OrgNodeTitle({ node, collected, busy, withPath = false, onStar }: OrgNodeTitleProps) {
  const env = useEnv();
  const label = env.t(collected ? 'pickers.org.uncollect' : 'pickers.org.collect', { name: node.name });
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <span title={node.path_name}>{node.name}</span>
      {withPath && node.path_name && node.path_name !== node.name && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {node.path_name}
        </Typography.Text>
      )}
      <Button
        type="text"
        size="small"
        aria-label={label}
        aria-pressed={collected}
        title={label}
        disabled={busy}
        icon={collected ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
        onClick={(event) => {
          // The star is not the node: choosing it would be a surprise.
          event.stopPropagation();
          onStar(node);
        }}
      />
    </span>
  );
}
