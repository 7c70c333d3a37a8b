import type { Kysely } from 'kysely';

// Frozen: issue 40, jobs outlive their server (server/modules/jobs/lease.ts).
// - jobs.state: what a running job has durably done, as JSON the job's runner chooses (an import: the sheet row its
//   last committed batch ended at, the rows it wrote and those refused on writing). Written in the same transaction
//   as the work it describes, so the server that takes the job over after its server died goes on from there.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('state', 'text').execute();
}
