import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { openSharedSocket, type RealtimeMessage } from '../services/realtime/shared-socket';
import { applyCounts, type SessionStore } from '../session/store';
import type { MessageCounts } from '../session/types';
import type { Job } from '../../schemas/generated/job';

/** The realtime socket's address for this page's host, with the tab's client token. */
function socketUrl(token: string): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/realtime?token=${encodeURIComponent(token)}`;
}

/**
 * While signed in: the shared socket, its counters into the store, version changes to `onVersion`, the
 * user's background jobs to `onJob`, and changed menus (a page published) to `onPerms`.
 * An event the shell does not know is logged (通信事件未被定义！), never thrown.
 */
export function useRealtime(store: SessionStore, onVersion: (value: string) => void, onJob?: (job: Job) => void, onPerms?: () => void): void {
  const session = useSnapshot(store);
  const userId = session.user?.id;
  const token = session.token;
  useEffect(() => {
    if (!userId || !token) return;
    const handle = (message: RealtimeMessage) => {
      if (message.event === 'message-count') applyCounts(store, message.data as Partial<MessageCounts>);
      else if (message.event === 'version') onVersion(String((message.data as { value?: unknown })?.value ?? ''));
      else if (message.event === 'job') onJob?.(message.data as Job);
      // A page published in the studio: the sidebar's menus and buttons are read again.
      else if (message.event === 'perms') onPerms?.();
      else console.warn('通信事件未被定义！', message.event);
    };
    const socket = openSharedSocket({ key: String(userId), url: () => socketUrl(store.token ?? token), onMessage: handle });
    return () => socket.stop();
  }, [store, userId, token, onVersion, onJob, onPerms]);
}
