import { EllipsisOutlined } from '@ant-design/icons';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';
import { Button, Checkbox, Radio, Space, Tag, theme } from 'antd';
import { Children, createContext, createElement, forwardRef, useContext, useState, type ChangeEvent, type ButtonHTMLAttributes, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
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
 * Keeps one tag (preset and status colours), checkbox, radio, link button and space mounted for their styles, in an element
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
            <Button type="link" size="small" />
            <Button type="text" size="small" />
            <Space />
            {/* An icon puts the icons' own styles in the page (they stay). */}
            <EllipsisOutlined />
          </>,
          keeper,
        )}
      {children}
    </LightAntd.Provider>
  );
}

/** antd's style hash for markup drawn by hand with antd's classes (null outside the provider). */
export function useLightAntdHash(): string | null {
  return useContext(LightAntd);
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

/** Other button attributes and handlers pass through (a popover's trigger adds its own). */
interface LightLinkButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'style' | 'children' | 'color'> {
  /** antd's link button (a row's action), or its text button (an icon after a value, as 复制). */
  variant?: 'link' | 'text';
  /** Its padding and margins; antd's own look otherwise (a link button without padding). */
  style?: CSSProperties;
  danger?: boolean;
  disabled?: boolean;
  onClick(event: MouseEvent<HTMLButtonElement>): void;
  /** An icon-only button: the icon (any node; an antd icon draws as usual) and what it says to screen readers. */
  icon?: ReactNode;
  'aria-label'?: string;
  children?: ReactNode;
  'data-testid'?: string;
}

/**
 * antd's small link Button (a row's action) as plain markup: a native button, so keyboard and focus are the
 * browser's. The ref reaches the button (a popover can anchor on it).
 */
export const LightLinkButton = forwardRef<HTMLButtonElement, LightLinkButtonProps>(function LightLinkButton(
  { variant = 'link', style = { padding: 0 }, danger = false, disabled = false, onClick, icon, 'aria-label': label, children, 'data-testid': testId, ...rest },
  ref,
) {
  const hash = useContext(LightAntd);
  if (hash === null) {
    return (
      <Button {...rest} ref={ref} type={variant} size="small" danger={danger} disabled={disabled} onClick={onClick} icon={icon} aria-label={label} data-testid={testId} style={style}>
        {children}
      </Button>
    );
  }
  const color = danger ? 'ant-btn-dangerous ant-btn-color-dangerous' : variant === 'link' ? 'ant-btn-color-link' : 'ant-btn-color-default';
  const iconOnly = icon !== undefined && children === undefined;
  return (
    <button
      {...rest}
      ref={ref}
      type="button"
      className={`ant-btn ${hash} ant-btn-${variant} ${color} ant-btn-variant-${variant} ant-btn-sm${iconOnly ? ' ant-btn-icon-only' : ''}`}
      disabled={disabled}
      onClick={onClick}
      aria-label={label}
      data-testid={testId}
      style={style}
    >
      {icon !== undefined && <span className="ant-btn-icon">{icon}</span>}
      {children !== undefined && <span>{children}</span>}
    </button>
  );
});

/** antd's horizontal Space (items centred, `size` px apart) as plain markup. */
export function LightSpace({ size, children }: { size: number; children: ReactNode }) {
  const hash = useContext(LightAntd);
  if (hash === null) return <Space size={size}>{children}</Space>;
  return (
    <div className={`ant-space ${hash} ant-space-horizontal ant-space-align-center`} style={{ columnGap: size, rowGap: size }}>
      {Children.toArray(children).map((child, i) => (
        <div key={i} className="ant-space-item">
          {child}
        </div>
      ))}
    </div>
  );
}

function svgChild(node: AbstractNode, key: number): ReactNode {
  return createElement(node.tag, { key, ...node.attrs }, node.children?.map(svgChild));
}

/**
 * An antd icon's markup from its definition (`@ant-design/icons-svg`), as `@ant-design/icons` draws it,
 * without the component: each of those inserts the icons' styles again as it mounts (a scan of the page's
 * style tags).
 */
export function LightIcon({ icon }: { icon: IconDefinition }) {
  const node = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span role="img" aria-label={icon.name} className={`anticon anticon-${icon.name}`}>
      <svg {...node.attrs} data-icon={icon.name} width="1em" height="1em" fill="currentColor" aria-hidden="true">
        {node.children?.map(svgChild)}
      </svg>
    </span>
  );
}
