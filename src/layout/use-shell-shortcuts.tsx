import { Typography } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useEnv } from '../../registry';
import type { SidebarEntry } from '../router/menu-routes';
import { KEY_SEQUENCE_TIMEOUT_MS } from '../shell/delays';
import type { KeySequence, KeySequenceReport } from '../shell/key-sequence';
import { useKeySequences, type PendingKeys } from '../shell/use-key-sequences';
import { QuickJump } from './QuickJump';
import { jumpTargets, SHELL_SHORTCUTS, SHORTCUT_TARGETS } from './shell-shortcuts';
import { KeysText, ShortcutsHelp } from './ShortcutsHelp';

interface ShellShortcutsOptions {
  /** The sidebar's entries: the pages the quick jump offers. */
  entries: readonly SidebarEntry[];
  /** Opens a page as a sidebar click does (asks first when a form has unsaved input). */
  onOpen(to: string, menuId: number): void;
  /** Off where the shell is not shown (a page embedded alone, a phone without a keyboard). */
  enabled: boolean;
}

/** While a sequence is begun: the keys typed, and what each next key does. */
function PendingHint({ pending }: { pending: PendingKeys }) {
  const env = useEnv();
  const actions = SHELL_SHORTCUTS.filter((s) => s.keys.length > pending.typed.length && pending.typed.every((key, i) => s.keys[i] === key));
  return (
    <div role="status" className="hkwl-key-hint" data-testid="shortcut-hint">
      <Typography.Text>{env.t('shortcuts.hint', { typed: pending.typed.join(' '), seconds: KEY_SEQUENCE_TIMEOUT_MS / 1000 })}</Typography.Text>
      <ul>
        {actions.map((s) => (
          <li key={s.action}>
            <KeysText keys={s.keys.slice(pending.typed.length)} /> {env.t(`shortcuts.actions.${s.action}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The shell's keyboard shortcuts (shell-shortcuts.ts) and what they open: the quick jump to a page by its name, the
 * shortcuts' help. A sequence begun shows what may follow; one dropped (too slow, or a key no shortcut has) says so.
 */
export function useShellShortcuts({ entries, onOpen, enabled }: ShellShortcutsOptions): { showHelp(): void; view: ReactNode } {
  const env = useEnv();
  const [dialog, setDialog] = useState<'jump' | 'help' | null>(null);
  const sequences = useMemo<KeySequence[]>(
    () =>
      SHELL_SHORTCUTS.map(({ action, keys }) => ({
        keys,
        run: () => {
          const to = SHORTCUT_TARGETS[action];
          if (to) env.navigate(to);
          else setDialog(action === 'jump' ? 'jump' : 'help');
        },
      })),
    [env],
  );
  const onReport = useCallback(
    (report: KeySequenceReport) => {
      const typed = report.typed.join(' ');
      env.notify.warning(report.kind === 'timeout' ? env.t('shortcuts.timeout', { typed }) : env.t('shortcuts.wrongKey', { typed, key: report.key }));
    },
    [env],
  );
  const pending = useKeySequences(sequences, enabled && dialog === null, onReport);
  const targets = useMemo(() => jumpTargets(entries), [entries]);
  const close = useCallback(() => setDialog(null), []);
  const view = (
    <>
      {pending.typed.length > 0 && <PendingHint pending={pending} />}
      <QuickJump open={dialog === 'jump'} targets={targets} onClose={close} onOpen={onOpen} />
      <ShortcutsHelp open={dialog === 'help'} onClose={close} />
    </>
  );
  return { showHelp: useCallback(() => setDialog('help'), []), view };
}
