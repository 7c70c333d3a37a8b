import type { RouteEntry } from '../app.js';
import type { DatabaseHandle } from '../db/connection.js';
import type { RealtimeHub } from '../modules/realtime/hub.js';
import type { FileStorage } from '../modules/files/storage.js';
import type { JobQueue } from '../modules/jobs/queue.js';
import type { SessionContext } from '../http/session.js';
import type { ResourceDefinition } from '../../schemas/generated/resource-definition.js';
import type { ResourceRegistry } from '../modules/resources/registry.js';

import type { DocumentSteps } from '../modules/resources/document-steps.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database this app serves (plugins/database). */
    database: DatabaseHandle;
    /** Settings the server consults on every call, read at most every few seconds (plugins/settings). */
    settings: { value(group: string, label: string): Promise<string | undefined>; forget(): void };
    /** Pushes events to connected browsers, across app servers on PostgreSQL (plugins/realtime). */
    realtime: RealtimeHub;
    /** The business resources the generic module serves now (a publish replaces one at once). */
    resources: ResourceRegistry;
    /** Where attachment bytes are kept (server/modules/files/storage.ts). */
    fileStorage: FileStorage;
    /** Background jobs (plugins/jobs, server/modules/jobs/queue.ts): runners register by kind. */
    jobs: JobQueue;
    /** Rows an export reads per query (server/app.ts `exportBatch`). */
    exportBatch: number;
    /** What other modules add to every document write (server/modules/resources/document-steps.ts). */
    documentSteps: DocumentSteps;
    /** Every route registered on the app, one entry per method, in registration order (server/app.ts). */
    routeList: readonly RouteEntry[];
  }
  interface FastifyRequest {
    /** The caller's live session; set by plugins/auth before validation on every non-public route. */
    session: SessionContext | null;
    /** The revocation check of a `readOnly` route's cached session, awaited before it answers (plugins/auth). */
    sessionCheck: Promise<Error | null> | null;
    /** The resource a call on a resource route is to (plugins/database); null on other routes. */
    resource: ResourceDefinition | null;
  }
  interface FastifyContextConfig {
    /** Reachable without signing in. Routes are private unless they say so. */
    public?: boolean;
    /** The client token may come as the `token` query parameter (a WebSocket cannot set headers). */
    tokenInQuery?: boolean;
    /**
     * Only reads (never writes, never starts work elsewhere): the session's revocation check may run beside
     * the handler; the answer waits for it (plugins/auth).
     */
    readOnly?: boolean;
    /**
     * A call on a resource route (/api/:module/:name/...): the resource is looked up on arrival, before the
     * session, and an unknown one is an unknown path; 'action' also needs the resource to declare `:action`.
     */
    resource?: 'call' | 'action';
  }
}
