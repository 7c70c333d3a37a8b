import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { pickLabel, useEnv, type RendererProps } from '../../registry';
import type { StatisticsTipSchema } from '../../schemas/generated/statistics-tip';
import { useListContext } from '../core/list-context';
import { tipColor, tipNumber, tipText } from './tip-value';

/** Spec 001 §9: the tip area is 73 px by default and at most 300. */
const DEFAULT_HEIGHT = 73;
const MAX_HEIGHT = 300;

/** The statistics-tip renderer: each item's label and its total over the filtered set, coloured. */
export function StatisticsTip({ schema }: RendererProps<StatisticsTipSchema>) {
  const env = useEnv();
  const list = useListContext();
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const height = Math.min(schema.height ?? DEFAULT_HEIGHT, MAX_HEIGHT);
  // Measured in the next frame, where the browser lays the page out anyway: measuring as the page commits
  // forced a layout of the whole list page before its rows had arrived (bench/page-open).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const element = area.current;
      if (element) setOverflows(element.scrollHeight > height);
    });
    return () => cancelAnimationFrame(frame);
  }, [height, schema.items, list.summary]);
  return (
    <section
      aria-label={env.t('listlabels.tip.label')}
      data-testid="statistics-tip"
      style={{ position: 'relative', background: 'rgba(11,130,255,0.05)', borderRadius: 4, padding: '6px 12px', marginBottom: 8 }}
    >
      <div
        ref={area}
        style={{ maxHeight: expanded ? MAX_HEIGHT : height, overflowY: expanded ? 'auto' : 'hidden', display: 'flex', flexWrap: 'wrap', gap: '2px 32px' }}
      >
        {schema.items.map((item, i) => {
          const value = tipNumber(item, list.summary);
          const label = pickLabel(env.language, item.label, item.labelEn);
          return (
            // Label and value on one line (issue 41 item 12): a wide screen's tip takes one line; the default
            // 73 px (spec 001 §9) holds three whole lines of 23 px where they wrap (a phone).
            <div key={`${i}:${item.prop}`} data-testid="statistics-item" style={{ minWidth: 160, display: 'flex', alignItems: 'center', gap: 8, lineHeight: '23px', whiteSpace: 'nowrap' }}>
              <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>
                {env.t('listlabels.tip.item', { label, calculate: env.t(item.calculate === 'avg' ? 'listlabels.tip.avg' : 'listlabels.tip.sum') })}
              </div>
              <div data-testid={`statistics-value-${item.prop}`} style={{ fontSize: 16, fontWeight: 600, color: tipColor(item, value) }}>
                {tipText(item, value)}
              </div>
            </div>
          );
        })}
      </div>
      {overflows || expanded ? (
        <Button
          type="link"
          size="small"
          style={{ position: 'absolute', right: 4, bottom: 4 }}
          icon={expanded ? <UpOutlined /> : <DownOutlined />}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {env.t(expanded ? 'listlabels.tip.collapse' : 'listlabels.tip.expand')}
        </Button>
      ) : null}
    </section>
  );
}

export default StatisticsTip;
