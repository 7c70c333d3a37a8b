import type { PermNode } from '../session/types';

/** One permission contract: may the user press the button `action` on menu `resource` (any menu if omitted)? */
export function canFromPerms(tree: readonly PermNode[], action: string, resource?: number): boolean {
  const stack = [...tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if ((resource === undefined || node.id === resource) && node.perms.some((p) => p.flag === action)) return true;
    stack.push(...node.children);
  }
  return false;
}
