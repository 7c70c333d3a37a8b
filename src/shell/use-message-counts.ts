import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useEnv } from '../../registry';
import constants from '../../schemas/constants.json';
import { applyCounts } from '../session/store';
import type { MessageCounts } from '../session/types';
import { useShell } from './shell-context';

/**
 * The message-centre counters from the session store: fetched when a page first needs them, then kept
 * current by the realtime socket (which also sends them on connect).
 */
export function useMessageCounts(): Readonly<MessageCounts> | null {
  const env = useEnv();
  const { store } = useShell();
  const session = useSnapshot(store);
  const missing = session.counts === null;
  useEffect(() => {
    if (!missing) return;
    env.request<MessageCounts>('/api/access/message/count', { query: { app_id: constants.messageAppId } }).then((counts) => applyCounts(store, counts), () => undefined);
  }, [env, store, missing]);
  return session.counts;
}
