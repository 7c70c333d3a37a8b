import { Image, Space, Tag } from 'antd';
import { MULTI_SEPARATOR, optionFor } from '../../../fields';
import { pickLabel } from '../../../registry';
import { safeUrl } from '../../../rules';
import type { LabelArgs } from './label-column';
import { sanitizeHtml } from './sanitize-html';
import { arrayItems } from './value-text';


export function HtmlLabel({ value }: { value: unknown }) {
  if (value === null || value === undefined) return null;
  return <span className="cell-label-html" dangerouslySetInnerHTML={{ __html: sanitizeHtml(String(value)) }} />;
}

/** An item's text: its option label when the column has options, else itself. */
function itemText({ column, env }: LabelArgs, item: unknown): string {
  const option = optionFor(column, item);
  if (option) return pickLabel(env.language, option.label, option.labelEn);
  return item === null || item === undefined ? '' : typeof item === 'object' ? JSON.stringify(item) : String(item);
}

/** The value's items as tags, or as text joined by ' ; ' (labelConfig.display 'text'). */
export function ArrayLabel({ args }: { args: LabelArgs }) {
  const config = args.column.labelConfig ?? {};
  const texts = arrayItems(args.value, config.separator).map((item) => itemText(args, item)).filter((text) => text !== '');
  if (config.display === 'text') return <>{texts.join(MULTI_SEPARATOR)}</>;
  return (
    <Space size={[4, 4]} wrap>
      {texts.map((text, i) => (
        <Tag key={`${i}:${text}`} style={{ marginInlineEnd: 0 }}>
          {text}
        </Tag>
      ))}
    </Space>
  );
}

/** Thumbnails with antd's preview; addresses that are not http(s) or this site are dropped. */
export function ImageLabel({ args }: { args: LabelArgs }) {
  const size = args.column.labelConfig?.size ?? 40;
  const urls = arrayItems(args.value, args.column.labelConfig?.separator ?? ',')
    .map((item) => safeUrl(item))
    .filter((url): url is string => url !== null);
  if (urls.length === 0) return null;
  const alt = pickLabel(args.env.language, args.column.label, args.column.labelEn);
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Image.PreviewGroup>
        <Space size={4}>
          {urls.map((url) => (
            <Image key={url} src={url} width={size} height={size} alt={alt} style={{ objectFit: 'cover' }} />
          ))}
        </Space>
      </Image.PreviewGroup>
    </span>
  );
}
