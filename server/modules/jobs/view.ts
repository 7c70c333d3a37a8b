import type { Job } from '../../../schemas/generated/job.js';
import type { JobRow } from './queue.js';

/** A finished job's result, as runners write it: the stored file (if it made one) and how many rows. */
export interface StoredResult {
  file_key?: string;
  name?: string;
  size?: number;
  /** The file's type when not an .xlsx (an export template's .zip). */
  mime?: string;
  rows?: number;
  /** An export's rows counted when it began, kept only when it wrote another number (rows changed meanwhile). */
  expected?: number;
  total?: number;
  valid?: number;
  invalid?: number;
  imported?: number;
}

export function resultOf(row: Pick<JobRow, 'result'>): StoredResult {
  if (!row.result) return {};
  try {
    const parsed = JSON.parse(row.result) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as StoredResult) : {};
  } catch {
    return {};
  }
}

export function jobDownloadUrl(id: number): string {
  return `/api/base/job/download?id=${id}`;
}

/** The row counts a job reports, when it counts rows: a finished one's, or what one that stopped early had done. */
function summaryOf(row: JobRow): Pick<Job, 'summary'> {
  const result = resultOf(row);
  const summary: NonNullable<Job['summary']> = {};
  for (const key of ['total', 'valid', 'invalid', 'imported'] as const) if (typeof result[key] === 'number') summary[key] = result[key];
  return Object.keys(summary).length > 0 ? { summary } : {};
}

/** A job as its owner sees it (the list, the realtime push): never its payload, which holds the scope. */
export function jobView(row: JobRow): Job {
  const hasFile = row.status === 'done' && resultOf(row).file_key !== undefined;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    title: row.title,
    progress: row.progress,
    total: row.total,
    error: row.error,
    created_at: row.created_at,
    updated_at: row.updated_at,
    download_url: hasFile ? jobDownloadUrl(row.id) : null,
    ...summaryOf(row),
  };
}
