import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useRef, type KeyboardEvent } from 'react';
import { pickLabel, useEnv, type RendererProps } from '../../registry';
import type { StatusTabsSchema, TabSchema } from '../../schemas/generated/status-tabs';
import { type WhereState, useListContext } from '../core/list-context';
import { isAllTab, sameValue, tabCondition, tabValueOf } from '../core/tab-condition';
import { useHorizontalOverflow } from './use-overflow';

/** Spec 001 §9: the arrows scroll the tabs by 100 px; tab font 16 px. */
export const TAB_SCROLL_STEP = 100;

/** The key of the all tab. */
const ALL_KEY = 'all';

/**
 * The all tab's count: the map's `all` entry, else the sum of its values (the server counts the filtered
 * set by the tab field without the tab's own condition, rows without a value under "null").
 */
function allCount(statistics: Readonly<Record<string, number>>): number {
  return statistics[ALL_KEY] ?? Object.values(statistics).reduce((sum, n) => sum + n, 0);
}

interface ShownTab {
  tab: TabSchema;
  count: number | undefined;
}

/**
 * Status tabs: label plus (count). Choosing a tab sets the field's condition in where and keeps the
 * others; the all tab removes it. Arrow keys move between tabs, Enter or Space chooses; scroll arrows
 * appear when the tabs do not fit.
 */
export function StatusTabs({ schema }: RendererProps<StatusTabsSchema>) {
  const env = useEnv();
  const list = useListContext();
  const where = list.query.where;
  const statistics = list.statisticsMap;
  const active = tabValueOf(where[schema.field]);

  const shown = useMemo<ShownTab[]>(() => {
    const all: TabSchema = { value: null, label: env.t('listbar.tabs.all') };
    const tabs = (schema.showAll ?? true) && !schema.tabs.some(isAllTab) ? [all, ...schema.tabs] : schema.tabs;
    return tabs
      .map((tab) => {
        const fromAnswer = statistics && (isAllTab(tab) ? allCount(statistics) : statistics[String(tab.value)] ?? 0);
        return { tab, count: typeof fromAnswer === 'number' ? fromAnswer : tab.count };
      })
      .filter(({ tab, count }) => {
        if (tab.show === false) return false;
        if (!schema.hideZero || isAllTab(tab) || sameValue(tab.value, active)) return true;
        return count !== 0;
      });
  }, [schema.tabs, schema.showAll, schema.hideZero, statistics, active, env]);

  const scroller = useRef<HTMLDivElement>(null);
  const overflows = useHorizontalOverflow(scroller, [shown]);
  const scroll = (direction: -1 | 1) => scroller.current?.scrollBy?.({ left: direction * TAB_SCROLL_STEP, behavior: 'smooth' });

  const choose = (tab: TabSchema) => {
    const next: WhereState = { ...where };
    if (isAllTab(tab)) delete next[schema.field];
    else next[schema.field] = tabCondition(schema, tab.value!);
    list.setWhere(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(scroller.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const target = buttons[(to + buttons.length) % buttons.length];
    target.focus();
    target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  const activeIndex = Math.max(0, shown.findIndex(({ tab }) => sameValue(tab.value, active)));

  return (
    <div data-testid="status-tabs" style={{ display: 'flex', alignItems: 'center', gap: 4, marginBottom: 8, borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
      {overflows && <Button type="text" size="small" aria-label={env.t('listbar.tabs.scrollLeft')} icon={<LeftOutlined />} onClick={() => scroll(-1)} />}
      <div
        ref={scroller}
        role="tablist"
        aria-label={env.t('listbar.tabs.label')}
        onKeyDown={onKeyDown}
        style={{ display: 'flex', flex: 1, minWidth: 0, overflowX: 'auto', scrollbarWidth: 'none', whiteSpace: 'nowrap' }}
      >
        {shown.map(({ tab, count }, index) => {
          const selected = sameValue(tab.value, active);
          const label = pickLabel(env.language, tab.label, tab.labelEn);
          return (
            <button
              key={String(tab.value ?? ALL_KEY)}
              type="button"
              role="tab"
              aria-selected={selected}
              tabIndex={index === activeIndex ? 0 : -1}
              onClick={() => !selected && choose(tab)}
              style={{
                flex: 'none',
                fontSize: 16,
                padding: '8px 16px',
                background: 'none',
                border: 'none',
                borderBottom: `2px solid ${selected ? '#1677ff' : 'transparent'}`,
                color: selected ? '#1677ff' : 'inherit',
                cursor: 'pointer',
              }}
            >
              {label}
              {count !== undefined && `(${count})`}
            </button>
          );
        })}
      </div>
      {overflows && <Button type="text" size="small" aria-label={env.t('listbar.tabs.scrollRight')} icon={<RightOutlined />} onClick={() => scroll(1)} />}
    </div>
  );
}

export default StatusTabs;
