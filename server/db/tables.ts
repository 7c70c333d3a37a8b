import type { AccessTables } from './tables/access.js';
import type { AccountTables } from './tables/account.js';
import type { ChooserTables } from './tables/choosers.js';
import type { FileTables } from './tables/files.js';
import type { JobTables } from './tables/jobs.js';
import type { ListTables } from './tables/lists.js';
import type { SsoTables } from './tables/sso.js';
import type { StudioTables } from './tables/studio.js';
import type { WorkflowTables } from './tables/workflow.js';

// The platform's own tables, one file per area. Business resource tables are declared in resource
// definitions; their queries go through server/modules/resources, the one place that treats them as
// untyped tables.
export type * from './tables/access.js';
export type * from './tables/account.js';
export type * from './tables/choosers.js';
export type * from './tables/files.js';
export type * from './tables/jobs.js';
export type * from './tables/lists.js';
export type * from './tables/sso.js';
export type * from './tables/studio.js';
export type * from './tables/workflow.js';

export interface Database extends AccessTables, AccountTables, ChooserTables, FileTables, JobTables, SsoTables, ListTables, StudioTables, WorkflowTables {}
