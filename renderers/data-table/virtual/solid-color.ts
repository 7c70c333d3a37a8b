/** The channels of `#rgb`, `#rrggbb` or `rgb(a)(r, g, b[, a])`; null for anything else. */
function channels(color: string): [number, number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16), 1];
  }
  const rgb = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(color.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])] : null;
}

/**
 * A translucent colour as the opaque colour it shows over `background` (antd's table does the same for
 * its hover colour): a pinned cell must hide what scrolls under it. Unparsable input comes back as it is.
 */
export function solidOver(color: string, background: string): string {
  const top = channels(color);
  const under = channels(background);
  if (!top || !under) return color;
  const mix = (i: number) => Math.round(top[i] * top[3] + under[i] * (1 - top[3]));
  return `rgb(${mix(0)}, ${mix(1)}, ${mix(2)})`;
}
