import type { EnvUser } from '../../registry';
import type { SessionState } from './store';

/** The signed-in user as renderers see them (env.user): the current position's department and how many positions they hold. */
export function envUser(state: SessionState): EnvUser | null {
  const user = state.user;
  if (!user) return null;
  return { id: user.id, name: user.user_name, orgId: user.org_id, orgName: user.org_name, positionName: user.position_name, positionCount: Math.max(1, state.positions.length) };
}
