import type { Generated } from 'kysely';

/** Where a job is: waiting, running, finished with a result, failed with its reason, or cancelled by its user. */
export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** A background job (issue 22; server/modules/jobs). */
export interface JobTable {
  id: Generated<number>;
  /** Which runner: `export`, `import`, `import-check`. */
  kind: string;
  status: JobStatus;
  /** What the user sees it as: the list and file it exports. */
  title: string;
  /** The runner's input as JSON: enough to run it again from the start. */
  payload: string;
  progress: Generated<number>;
  total: Generated<number>;
  /** The runner's output as JSON (the stored file), when done. */
  result: string | null;
  error: string | null;
  attempts: Generated<number>;
  user_id: number;
  company_id: number | null;
  created_at: string;
  updated_at: string;
  heartbeat_at: string | null;
  /** What a running job has durably done (JSON, its runner's shape): where the run that takes it over goes on from. */
  state: string | null;
}

/** A printable document of a record, declared as JSON (issue 22; server/modules/export-templates). */
export interface ExportTemplateTable {
  id: Generated<number>;
  label: string;
  /** schemas/export-template.schema.json, checked when read. */
  config: string;
  status: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface JobTables {
  jobs: JobTable;
  export_templates: ExportTemplateTable;
}
