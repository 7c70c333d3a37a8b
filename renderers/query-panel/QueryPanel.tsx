import { DownOutlined, FilterOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, theme } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useEnv, type RendererProps } from '../../registry';
import type { QueryPanelSchema } from '../../schemas/generated/query-panel';
import { chosenFields, FilterSettingsDrawer, useSearchPreference } from './filter-settings';
import { useListControls } from '../core/list-context';
import { useMobile } from '../core/use-mobile';
import { useElementWidth } from '../core/use-element-width';
import { applyDraft, draftFrom, fieldLabel, invalidFields, isQueryKey, SearchControl, whereKey, type Draft } from '../core/list-shared';
import { Caption } from './Caption';
import { fieldRows, fieldSpan } from './layout';

/**
 * Spec 001 §9: 5 fields a row, collapsed to 82 px, expanded up to 260 px (then it scrolls). A row is a
 * 32 px control and a 10 px gap, so the collapsed panel shows exactly two rows. Ranges and the organisation
 * tree take two places of a row (layout.ts), so each of their inputs is wide enough for its value; on a phone
 * (under 768 px) the panel stacks one control a row.
 */
export const COLLAPSED_HEIGHT = 82;
export const EXPANDED_MAX_HEIGHT = 260;
const COLLAPSED_ROWS = 2;
const DEFAULT_PER_ROW = 5;
/** The narrowest a condition's input may be beside its caption: a contract number (15 characters) shows whole. */
const MIN_INPUT_WIDTH = 170;
/** The grid's gap between columns (its style below). */
const COLUMN_GAP = 12;
/** The caption's width: English labels are longer ("Contract no."); a longer one ends in … and shows whole in a tooltip. */
const LABEL_WIDTH = { zh: 80, en: 100 } as const;

/**
 * The full query panel: the form's values are a draft until 查询 (or Enter) writes them into the list's
 * where; 重置 clears them and queries again. The panel follows where when something else changes it
 * (a closed filter tag, a saved view). It shows the user's common filters (常用筛选条件设置, kept per
 * table in the browser) in their order; the draft still covers every field, so a hidden field's condition
 * (from a tag or a view) stays as it is.
 */
export function QueryPanel({ schema }: RendererProps<QueryPanelSchema>) {
  const env = useEnv();
  const list = useListControls();
  const { token } = theme.useToken();
  const { fields } = schema;
  const mobile = useMobile();
  const labelWidth = LABEL_WIDTH[env.language === 'en' ? 'en' : 'zh'];
  // As many conditions a row as the panel's width gives each a readable input (at 1440 px beside the sidebar five
  // left 78 px each: a contract number showed its last five characters), at most the schema's.
  const grid = useRef<HTMLDivElement>(null);
  const gridWidth = useElementWidth(grid, 'query-panel');
  const fitting = gridWidth === null ? Infinity : Math.max(1, Math.floor((gridWidth + COLUMN_GAP) / (labelWidth + 8 + MIN_INPUT_WIDTH + COLUMN_GAP)));
  const perRow = mobile ? 1 : Math.min(schema.perRow ?? DEFAULT_PER_ROW, fitting);
  const where = list.query.where;
  const [draft, setDraft] = useState<Draft>(() => draftFrom(fields, where));
  const [expanded, setExpanded] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const { preference, save: savePreference } = useSearchPreference(list.tableName);
  const shownFields = chosenFields(fields, whereKey, preference);
  // When where changes elsewhere (a closed tag, a tab, a view), the controls of the conditions that
  // changed follow it; what the user is typing in the others stays.
  const shown = useRef(where);
  useEffect(() => {
    const before = shown.current;
    shown.current = where;
    if (before === where) return;
    const changed = fields.filter((f) => JSON.stringify(before[whereKey(f)]) !== JSON.stringify(where[whereKey(f)]));
    if (changed.length > 0) setDraft((d) => ({ ...d, ...Object.fromEntries(changed.map((f) => [whereKey(f), undefined])), ...draftFrom(changed, where) }));
  }, [fields, where]);

  const invalid = invalidFields(fields, draft, env.language);
  const query = () => {
    if (invalid.length > 0) {
      env.notify.warning(env.t('listbar.search.invalid', { fields: invalid.join('、') }));
      return;
    }
    list.setWhere(applyDraft(fields, draft, where));
  };
  const reset = () => {
    setDraft({});
    list.setWhere(applyDraft(fields, {}, where));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isQueryKey(event)) {
      event.preventDefault();
      query();
    }
  };
  const spans = shownFields.map((field) => fieldSpan(field, perRow));
  const rowOf = fieldRows(spans, perRow);
  const rows = rowOf.length === 0 ? 0 : rowOf[rowOf.length - 1]! + 1;
  return (
    <>
      {/* On a wide screen the buttons sit beside the fields' last row, not on a row of their own (issue 41 item 12). */}
      <section
        data-testid="query-panel"
        aria-label={env.t('listbar.search.panel')}
        style={{ marginBottom: 8, ...(mobile ? {} : { display: 'flex', alignItems: 'flex-end', gap: 12 }) }}
        onKeyDown={onKeyDown}
      >
        <div
          ref={grid}
          data-testid="query-panel-fields"
          style={{
            flex: 1,
            minWidth: 0,
            display: 'grid',
            gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`,
            gap: `10px ${COLUMN_GAP}px`,
            alignItems: 'start',
            maxHeight: expanded ? EXPANDED_MAX_HEIGHT : COLLAPSED_HEIGHT,
            overflowX: 'hidden',
            overflowY: expanded ? 'auto' : 'hidden',
            transition: 'max-height 0.3s',
            padding: 2,
          }}
        >
          {shownFields.map((field, index) => {
            const key = whereKey(field);
            const label = fieldLabel(field, env.language);
            return (
              <div
                key={key}
                data-testid={`query-field-${key}`}
                data-span={spans[index]}
                style={{ minWidth: 0, display: 'flex', gap: 8, gridColumn: spans[index]! > 1 ? `span ${spans[index]}` : undefined }}
                // Tabbing into a row the collapsed panel hides opens it, so the focused control is in sight.
                onFocus={rowOf[index]! >= COLLAPSED_ROWS && !expanded ? () => setExpanded(true) : undefined}
              >
                <Caption label={label} width={labelWidth} color={token.colorTextSecondary} />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <SearchControl field={field} value={draft[key]} onChange={(value) => setDraft((d) => ({ ...d, [key]: value }))} />
                </div>
              </div>
            );
          })}
        </div>
        <Space style={mobile ? { marginTop: 8, width: '100%', justifyContent: 'flex-end' } : { flex: 'none', paddingBottom: 2 }}>
          <Tooltip title={env.t('listsettings.filter.open')}>
            <Button aria-label={env.t('listsettings.filter.open')} icon={<FilterOutlined />} onClick={() => setChoosing(true)} />
          </Tooltip>
          {rows > COLLAPSED_ROWS && (
            <Button
              type="link"
              aria-expanded={expanded}
              icon={expanded ? <UpOutlined /> : <DownOutlined />}
              iconPosition="end"
              onClick={() => setExpanded((e) => !e)}
            >
              {env.t(expanded ? 'listbar.search.collapse' : 'listbar.search.expand')}
            </Button>
          )}
          <Button onClick={reset}>{env.t('listbar.search.reset')}</Button>
          <Button type="primary" disabled={invalid.length > 0} onClick={query}>
            {env.t('listbar.search.query')}
          </Button>
        </Space>
      </section>
      {/* Outside the section: React events bubble through portals, and Enter in the drawer is not a query. */}
      <FilterSettingsDrawer open={choosing} onClose={() => setChoosing(false)} fields={fields} preference={preference} onSave={savePreference} />
    </>
  );
}

export default QueryPanel;
