import type { SidebarEntry } from '../router/menu-routes';

/** What the shell's keyboard shortcuts do (texts: `shortcuts.actions.<action>`). */
export type ShortcutAction = 'jump' | 'home' | 'messages' | 'approvals' | 'help';

/** The shell's keyboard shortcuts, typed outside fields and dialogs (`g` then `m`: each next key within 1.5 s). */
export const SHELL_SHORTCUTS: readonly { action: ShortcutAction; keys: readonly string[] }[] = [
  { action: 'jump', keys: ['/'] },
  { action: 'home', keys: ['g', 'h'] },
  { action: 'messages', keys: ['g', 'm'] },
  { action: 'approvals', keys: ['g', 'a'] },
  { action: 'help', keys: ['?'] },
];

/** Where the shortcuts that go somewhere go. */
export const SHORTCUT_TARGETS: Readonly<Partial<Record<ShortcutAction, string>>> = {
  home: '/',
  messages: '/message',
  approvals: '/message?active=workflow',
};

/** A page the quick jump offers: a sidebar leaf, named with its group. */
export interface JumpTarget {
  id: number;
  to: string;
  label: string;
  group: string;
  disabled: boolean;
  /** Its name and its groups' names in both languages: what is typed is looked for in these too. */
  names?: string;
}

/**
 * The pages whose name (or group's name, or address) holds every word typed, case aside, in either language (a
 * user of the Chinese screens may type "invoices"); all when nothing is typed.
 */
export function matchTargets(targets: readonly JumpTarget[], text: string): JumpTarget[] {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...targets];
  return targets.filter((t) => {
    const hay = `${t.group} ${t.label} ${t.to} ${t.names ?? ''}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

/** Every page of the sidebar, each with the names of the groups above it ("合同管理 / 销售合同"). */
export function jumpTargets(entries: readonly SidebarEntry[], groups: readonly string[] = [], groupNames = ''): JumpTarget[] {
  return entries.flatMap((e): JumpTarget[] => {
    if (e.children) return jumpTargets(e.children, [...groups, e.label], `${groupNames} ${e.names ?? ''}`);
    return e.to ? [{ id: e.id, to: e.to, label: e.label, group: groups.join(' / '), disabled: e.disabled, names: `${groupNames} ${e.names ?? ''}`.trim() }] : [];
  });
}
