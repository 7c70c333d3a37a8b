/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The platform's job kinds: an import's check and its write, a list export, an export template's files, a PDF compression. Server and browser name them through this type.
 *
 * This interface was referenced by `Job`'s JSON-Schema
 * via the `definition` "JobKind".
 */
export type JobKind = 'import-check' | 'import' | 'export' | 'export-template' | 'pdf-compress';

/**
 * A background job of the caller's (issue 22: large exports; imports and PDF compression to come), under /api/base/job.
 */
export interface Job {
  id: number;
  /**
   * What the job does: one of JobKind for the platform's own jobs.
   */
  kind: string;
  status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
  title: string;
  /**
   * Units done (rows).
   */
  progress: number;
  /**
   * Units in all; 0 when not known yet.
   */
  total: number;
  /**
   * Why it failed, in the caller's language.
   */
  error: string | null;
  created_at: string;
  updated_at: string;
  /**
   * The job's file (/api/base/job/download?id=N) once done, when it made one.
   */
  download_url: string | null;
  /**
   * What the job counted, when it counts rows: an import's check (total, valid, invalid) and an import (total, imported, invalid).
   */
  summary?: {
    total?: number;
    valid?: number;
    invalid?: number;
    imported?: number;
  };
}
/**
 * This interface was referenced by `Job`'s JSON-Schema
 * via the `definition` "Jobs".
 */
export interface Jobs {
  data: Job[];
  total: number;
}
/**
 * This interface was referenced by `Job`'s JSON-Schema
 * via the `definition` "JobsQuery".
 */
export interface JobsQuery {
  page?: number;
  limit?: number;
}
/**
 * This interface was referenced by `Job`'s JSON-Schema
 * via the `definition` "JobIdQuery".
 */
export interface JobIdQuery {
  /**
   * A row id: PostgreSQL integer range
   */
  id: number;
  /**
   * job/detail only. 1: a long poll: answered the moment the job ends, or after at most a second with its state then; a page following a job asks again at once and hears a short job's end without delay
   */
  wait?: 0 | 1;
}
/**
 * This interface was referenced by `Job`'s JSON-Schema
 * via the `definition` "JobIdBody".
 */
export interface JobIdBody {
  /**
   * A row id: PostgreSQL integer range
   */
  id: number;
}
/**
 * The realtime push of a job's move: { event: 'job', data: Job }.
 *
 * This interface was referenced by `Job`'s JSON-Schema
 * via the `definition` "JobEvent".
 */
export interface JobEvent {
  event: 'job';
  data: Job;
}
