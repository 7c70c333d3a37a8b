import { Tooltip } from 'antd';
import { useState, type CSSProperties } from 'react';

const TEXT: CSSProperties = { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };

/**
 * A control's visible caption (the control carries the label as its own accessible name, so this is hidden from
 * assistive technology): one line, cut with … when longer than its width, and then shown whole in a tooltip.
 */
export function Caption({ label, width, color }: { label: string; width: number; color: string }) {
  const [cut, setCut] = useState(false);
  return (
    <div aria-hidden style={{ flex: `0 0 ${width}px`, minWidth: 0, textAlign: 'right', lineHeight: '32px', color }}>
      <Tooltip title={cut ? label : undefined}>
        <span
          data-testid="query-caption"
          style={TEXT}
          onMouseEnter={(event) => setCut(event.currentTarget.scrollWidth > event.currentTarget.clientWidth)}
        >
          {label}
        </span>
      </Tooltip>
    </div>
  );
}
