import { Checkbox, Radio, Tag, theme } from 'antd';
import { createContext, useContext, useState, type ChangeEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * antd's style hash while the styles of tags, checkboxes and radios are kept in the page; null outside the
 * provider. Every antd component, as it mounts, registers its styles again (cssinjs scans the page's style
 * tags each time). Table cells mount by the dozen each frame while many rows scroll, and their tags and
 * checkboxes cost more than everything else a frame did (bench/list-render). The light parts below draw
 * antd's own markup and classes, so they look the same, and mount as plain elements.
 */
const LightAntd = createContext<string | null>(null);

/**
 * Keeps one tag (preset and status colours), checkbox and radio mounted for their styles, in an element
 * outside the document (no query or screen reader finds them), and gives the light parts the style hash.
 * Inside the theme's ConfigProvider, once, at the root.
 */
export function LightAntdProvider({ children }: { children: ReactNode }) {
  const { hashId } = theme.useToken();
  const [keeper] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  return (
    <LightAntd.Provider value={keeper ? hashId : null}>
      {keeper &&
        createPortal(
          <>
            <Tag color="blue" />
            <Tag color="success" />
            <Checkbox />
            <Radio />
          </>,
          keeper,
        )}
      {children}
    </LightAntd.Provider>
  );
}

const STATUS_COLORS = ['success', 'processing', 'error', 'default', 'warning'];
const PRESET_COLORS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'];

/** antd's Tag as plain markup (no close button or icon): a preset or status colour by class, any other as its background. */
export function LightTag({ color, children }: { color?: string; children: ReactNode }) {
  const hash = useContext(LightAntd);
  if (hash === null) return <Tag color={color}>{children}</Tag>;
  const named = color !== undefined && (STATUS_COLORS.includes(color) || PRESET_COLORS.includes(color) || PRESET_COLORS.includes(color.replace(/-inverse$/, '')));
  const className = `ant-tag${color ? (named ? ` ant-tag-${color}` : ' ant-tag-has-color') : ''} ${hash}`;
  return (
    <span className={className} style={color && !named ? { backgroundColor: color } : undefined}>
      {children}
    </span>
  );
}

interface LightCheckProps {
  type: 'checkbox' | 'radio';
  checked: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  'aria-label'?: string;
}

/** antd's Checkbox or Radio as plain markup around a native input (keyboard and screen readers as usual). */
export function LightCheck({ type, checked, onChange, 'aria-label': label }: LightCheckProps) {
  const hash = useContext(LightAntd);
  if (hash === null) {
    const Control = type === 'radio' ? Radio : Checkbox;
    return <Control aria-label={label} checked={checked} onChange={onChange as never} />;
  }
  const base = type === 'radio' ? 'ant-radio' : 'ant-checkbox';
  return (
    <label className={`${base}-wrapper${checked ? ` ${base}-wrapper-checked` : ''} ${hash}`}>
      <span className={`${base} ${hash}${checked ? ` ${base}-checked` : ''}`}>
        <input className={`${base}-input`} type={type} aria-label={label} checked={checked} onChange={onChange} />
        <span className={`${base}-inner`} />
      </span>
    </label>
  );
}
