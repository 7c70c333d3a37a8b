/**
 * The feature flags and layout style of config group `front` (spec 000 §1: invoice split, sales-chance flow,
 * route-query encryption and API encryption on; layout style iccec), as config/getFrontConfig answers them
 * into the session store. One reading for the whole shell, so a flag means the same everywhere.
 */
export type Front = Readonly<Record<string, unknown>>;

/** The flags the specification names; configuration may gate on others too (feature-gate.ts). */
export const FEATURE_FLAGS = ['invoice_split', 'sales_chance_flow', 'route_query_encryption', 'api_encryption'] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** The layout styles the shell has a look for; another name falls back to the default. */
export const LAYOUT_STYLES = ['iccec', 'classic'] as const;
export type LayoutStyle = (typeof LAYOUT_STYLES)[number];
export const DEFAULT_LAYOUT_STYLE: LayoutStyle = 'iccec';

const OFF: ReadonlySet<unknown> = new Set([0, false, '0', 'false', 'off', 'no']);

/** Whether a flag is on: on unless the front configuration says 0 / false / off (absent means on, as the spec ships). */
export function featureOn(front: Front, name: string): boolean {
  const value = front[name];
  return !OFF.has(typeof value === 'string' ? value.trim().toLowerCase() : value);
}

/** The layout style the front configuration names (layout_style), else iccec. */
export function layoutStyleOf(front: Front): LayoutStyle {
  const value = typeof front.layout_style === 'string' ? front.layout_style.trim().toLowerCase() : '';
  return (LAYOUT_STYLES as readonly string[]).includes(value) ? (value as LayoutStyle) : DEFAULT_LAYOUT_STYLE;
}

/** The class of the layout's root: the style's variant (styles.css `.hkwl-layout-iccec`, ...). */
export function layoutClass(front: Front): string {
  return `hkwl-layout hkwl-layout-${layoutStyleOf(front)}`;
}
