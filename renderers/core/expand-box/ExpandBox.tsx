import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useEffect, useId, useMemo, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useEnv } from '../../../registry';
import { DEFAULT_OUT_EXCLUDE, outExcludeClassNames } from './class-names';
import { EXPAND_MS, useExpandBox, useOverflow } from './use-expand-box';

export interface ExpandBoxProps {
  /** The box's height while collapsed (px). */
  collapsedHeight: number;
  /** The most it grows to when open; beyond it the content scrolls. */
  maxHeight: number;
  /** Configured class names whose clicks are no click outside (spec 001 §8 outExcludeClassNames); a bad value is logged and ignored. */
  outExcludeClassNames?: unknown;
  /** What the toggle button says, in the user's language (a generic 展开全部 / 收起 without). */
  labels?: { expand: string; collapse: string };
  /** The content's role (a list of tags: 'list'). */
  role?: string;
  /** Measured again when these change (the content's items). */
  deps?: readonly unknown[];
  testId?: string;
  children: ReactNode;
}

/** The configured exclusions, checked: a bad value is logged once (outExcludeClassNames 配置有误) and the defaults stay. */
function useExcluded(configured: unknown): readonly string[] {
  const env = useEnv();
  const checked = outExcludeClassNames(configured);
  const key = JSON.stringify(configured ?? null);
  useEffect(() => {
    if (checked === null) console.error(env.t('listlabels.expandBox.badExclude'), configured);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per configured value (its text)
  }, [key]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same list while the configured value's text is
  return useMemo(() => [...DEFAULT_OUT_EXCLUDE, ...(checked ?? [])], [key]);
}

/**
 * The expand box (spec 001 §4, §9): content clipped to `collapsedHeight` that opens over what is below it (the page
 * does not jump) when it overflows: on hover, on a click in it, on the focus coming in, or by its toggle button
 * (aria-expanded); it closes 300 ms after the pointer leaves (unless a click opened it), on a click outside (not
 * in `outExcludeClassNames`), on Escape or by the toggle. Opening and closing animate over 300 ms.
 */
export function ExpandBox({ collapsedHeight, maxHeight, outExcludeClassNames: configured, labels, role, deps = [], testId, children }: ExpandBoxProps) {
  const env = useEnv();
  const { token } = theme.useToken();
  const exclude = useExcluded(configured);
  const root = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const overflows = useOverflow(content, collapsedHeight, deps);
  const box = useExpandBox(root, overflows, exclude);
  const id = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { expanded } = box;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !expanded) return;
    box.collapse();
    toggleRef.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) box.leave();
  };
  const text = labels ?? { expand: env.t('listlabels.expandBox.expand'), collapse: env.t('listlabels.expandBox.collapse') };
  return (
    <div ref={root} data-testid={testId} data-expanded={expanded} style={{ display: 'flex', alignItems: 'flex-start', flex: 1, minWidth: 0 }} onMouseEnter={box.enter} onMouseLeave={box.leave} onBlur={onBlur} onKeyDown={onKeyDown}>
      <div style={{ position: 'relative', flex: 1, minWidth: 0, height: overflows ? collapsedHeight : undefined }}>
        <div
          id={id}
          onClick={box.pin}
          // Tabbing to a tag the collapsed box hides opens it, so the focused control is in sight.
          onFocus={box.enter}
          style={{
            position: overflows ? 'absolute' : 'static',
            top: 0,
            insetInline: 0,
            zIndex: expanded ? 20 : undefined,
            maxHeight: overflows ? (expanded ? maxHeight : collapsedHeight) : undefined,
            overflowY: expanded ? 'auto' : 'hidden',
            background: overflows ? token.colorBgContainer : undefined,
            boxShadow: expanded ? token.boxShadowSecondary : 'none',
            transition: `max-height ${EXPAND_MS}ms ease, box-shadow ${EXPAND_MS}ms ease`,
          }}
        >
          <div ref={content} role={role}>
            {children}
          </div>
        </div>
      </div>
      {overflows && (
        <Button ref={toggleRef} type="link" size="small" aria-expanded={expanded} aria-controls={id} aria-label={expanded ? text.collapse : text.expand} icon={expanded ? <UpOutlined /> : <DownOutlined />} onClick={box.toggle} />
      )}
    </div>
  );
}
