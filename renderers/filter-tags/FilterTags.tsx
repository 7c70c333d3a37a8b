import { CloseOutlined } from '@ant-design/icons';
import { Button, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useEnv, type RendererProps } from '../../registry';
import type { FilterTagsSchema } from '../../schemas/generated/filter-tags';
import { useListControls, type WhereState } from '../core/list-context';
import { conditionText, fieldLabel, fieldsByKey } from '../core/list-shared';
import { ExpandBox } from '../core/expand-box';
import { useTagLookups } from './use-tag-lookups';

/** Spec 001 §9: the tag area is one 30 px line, expandable to 120 px. */
export const TAG_AREA_HEIGHT = 30;
export const TAG_AREA_MAX_HEIGHT = 120;

interface TagItem {
  key: string;
  label: string;
  text: string;
}

/**
 * 筛选条件: one closable tag per condition in the list's where (organisations and dictionary items by
 * name); 清空 when there is more than one. The tags sit in an expand box: one line, opening to 120 px on hover or
 * click when they overflow (spec 001 §4, §9).
 */
export function FilterTags({ schema }: RendererProps<FilterTagsSchema>) {
  const env = useEnv();
  const list = useListControls();
  const where = list.query.where;
  const byKey = useMemo(() => fieldsByKey(schema.fields), [schema.fields]);
  const excluded = useMemo(() => new Set(schema.exclude ?? []), [schema.exclude]);
  const lookups = useTagLookups(env, byKey, where);
  const tags = useMemo<TagItem[]>(
    () =>
      Object.entries(where)
        .filter(([key]) => !excluded.has(key))
        .map(([key, condition]) => {
          const field = byKey.get(key);
          // A field the page does not know says 无法识别; a known one without a name, 中文名称获取失败 (spec 001 §8).
          const label = field ? fieldLabel(field, env.language) || `${key}（${env.t('listbar.tags.noName')}）` : `${key}（${env.t('listbar.tags.unknownField')}）`;
          const text = conditionText(field, condition, env.language, env.t, lookups);
          return { key, label, text: text ?? `${JSON.stringify(condition)}${env.t('listbar.tags.parseError')}` };
        }),
    [where, excluded, byKey, env, lookups],
  );
  if (tags.length === 0) return null;
  const remove = (keys: readonly string[]) => {
    const next: WhereState = { ...where };
    for (const key of keys) delete next[key];
    list.setWhere(next);
  };
  return (
    <div data-testid="filter-tags" style={{ display: 'flex', alignItems: 'flex-start', gap: 8, marginBottom: 8 }}>
      <Typography.Text type="secondary" style={{ lineHeight: '24px', flex: 'none' }}>
        {env.t('listbar.tags.label')}
      </Typography.Text>
      <ExpandBox
        testId="filter-tags-box"
        collapsedHeight={TAG_AREA_HEIGHT}
        maxHeight={TAG_AREA_MAX_HEIGHT}
        outExcludeClassNames={schema.outExcludeClassNames}
        labels={{ expand: env.t('listbar.tags.more'), collapse: env.t('listbar.tags.less') }}
        role="list"
        deps={[tags]}
      >
        {tags.map((tag) => (
          <Tag key={tag.key} role="listitem" data-testid={`filter-tag-${tag.key}`} style={{ marginBottom: 4, paddingInlineEnd: 0 }}>
            <span>
              {tag.label}: {tag.text}
            </span>
            <Button
              type="text"
              size="small"
              aria-label={env.t('listbar.tags.remove', { label: tag.label })}
              icon={<CloseOutlined style={{ fontSize: 10 }} />}
              style={{ height: 20, width: 20, minWidth: 20, marginInlineStart: 2 }}
              onClick={() => remove([tag.key])}
            />
          </Tag>
        ))}
      </ExpandBox>
      {tags.length > 1 && (
        <Button type="link" size="small" onClick={() => remove(tags.map((tag) => tag.key))}>
          {env.t('listbar.tags.clear')}
        </Button>
      )}
    </div>
  );
}

export default FilterTags;
