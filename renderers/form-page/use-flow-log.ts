import { useEffect, useRef, useState } from 'react';
import { useEnv } from '../../registry';
import type { FlowLogEntry, WorkflowData } from '../../schemas/generated/workflow';
import { WORKFLOW } from './api';

/** The flow log of a workflow record (null while loading; empty without a record or when it cannot be read). */
export function useFlowLog(flow: WorkflowData | null): FlowLogEntry[] | null {
  // The env is read when loading, not a reason to load again: a new env object (the shell re-rendering)
  // must never reload the document and wipe what the user has typed.
  const env = useEnv();
  const envRef = useRef(env);
  useEffect(() => {
    envRef.current = env;
  }, [env]);
  const [log, setLog] = useState<FlowLogEntry[] | null>(flow ? null : []);
  useEffect(() => {
    const env = envRef.current;
    if (!flow) {
      setLog([]);
      return;
    }
    let live = true;
    setLog(null);
    env.request<FlowLogEntry[]>(WORKFLOW.flowLog, { query: { tpl_id: flow.tpl_id, data_id: flow.form_data_id }, messageHide: true }).then(
      (entries) => live && setLog(entries),
      () => live && setLog([]),
    );
    return () => {
      live = false;
    };
  }, [flow]);
  return log;
}
