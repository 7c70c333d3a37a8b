import { useEffect, useRef, useState } from 'react';
import { useEnv } from '../../registry';
import type { FlowLogEntry, FlowRecord, PendingTask, WorkflowData } from '../../schemas/generated/workflow';
import { WORKFLOW } from './api';

/** What the approval panel shows of a workflow record: its log (null while loading) and who holds it now. */
export interface FlowState {
  log: FlowLogEntry[] | null;
  pending: PendingTask[];
}

const NONE: FlowState = { log: [], pending: [] };
const LOADING: FlowState = { log: null, pending: [] };

/**
 * The flow log and the pending tasks of a workflow record, from workflow/detail (empty without a record or
 * when it cannot be read).
 */
export function useFlowRecord(flow: WorkflowData | null): FlowState {
  // The env is read when loading, not a reason to load again: a new env object (the shell re-rendering)
  // must never reload the document and wipe what the user has typed.
  const env = useEnv();
  const envRef = useRef(env);
  useEffect(() => {
    envRef.current = env;
  }, [env]);
  const [state, setState] = useState<FlowState>(flow ? LOADING : NONE);
  useEffect(() => {
    const env = envRef.current;
    if (!flow) {
      setState(NONE);
      return;
    }
    let live = true;
    setState(LOADING);
    env.request<FlowRecord>(WORKFLOW.flowRecord, { query: { id: flow.id }, messageHide: true }).then(
      (record) => live && setState({ log: record.log, pending: record.pending }),
      () => live && setState(NONE),
    );
    return () => {
      live = false;
    };
  }, [flow]);
  return state;
}
