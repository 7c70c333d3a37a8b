import constants from '../../schemas/constants.json';
import type { PositionRecord } from '../session/types';

/** Header positions: show_in_header set, app 0 or 44, one entry per org (spec 000 §3). */
export function headerPositions<T extends PositionRecord>(positions: readonly T[]): T[] {
  const seen = new Set<number>();
  return positions.filter((p) => {
    if (!p.position.show_in_header || !constants.positionAppIds.includes(p.position.app_id) || seen.has(p.org_id)) return false;
    seen.add(p.org_id);
    return true;
  });
}
