import type { FastifyPluginAsync } from 'fastify';
import { accountModule } from './account/index.js';
import { chooserModule } from './chooser/index.js';
import { configModule } from './config/index.js';
import { lookupsModule, organizeModule } from './lookups/index.js';
import { messageModule } from './message/index.js';
import { outboxModule } from './outbox/index.js';
import { pageModule } from './pages/index.js';
import { usersModule } from './users/index.js';
import { roleIndex } from './account/apps-roles.js';
import { riskRuleAdminModule } from './risk/admin.js';
import { remoteFieldModule } from './remote-fields/index.js';
import { debugModule } from './debug/index.js';
import { filesModule } from './files/index.js';
import { jobsModule } from './jobs/index.js';
import { importModule } from './imports/index.js';
import { resourceImportModule } from './imports/routes.js';
import { exportModule } from './exports/index.js';
import { exportTemplateModule } from './export-templates/index.js';
import { realtimeModule } from './realtime/index.js';
import { resourceModule } from './resources/index.js';
import { settingsModule } from './settings/index.js';
import { ssoModule } from './sso/index.js';
import { streamModule } from './stream/index.js';
import { ssoSpecRedirects } from './sso/spec-redirects.js';
import { studioModule } from './studio/index.js';
import { viewsModule } from './views/index.js';
import { workflowDataModule, workflowModule, workflowTplModule } from './workflow/index.js';

/**
 * Every API module, each an encapsulated plugin under its prefix. A new area is one folder under modules/
 * and one line here. The resource module builds its own paths (/api/<module>/<resource>/...).
 */
export const MODULES: readonly { prefix: string; plugin: FastifyPluginAsync }[] = [
  { prefix: '/api/access/account', plugin: accountModule },
  { prefix: '/api/access/message', plugin: messageModule },
  { prefix: '/api/access/debug', plugin: debugModule },
  { prefix: '/api/access/outbox', plugin: outboxModule },
  { prefix: '/api/access/user', plugin: usersModule },
  { prefix: '/api/access/role', plugin: roleIndex },
  { prefix: '/api/access/organize', plugin: organizeModule },
  { prefix: '/api/rule/risk_rule', plugin: riskRuleAdminModule },
  { prefix: '/api/access/sso', plugin: ssoModule },
  { prefix: '/api/access', plugin: ssoSpecRedirects },
  { prefix: '/api/base/config', plugin: configModule },
  { prefix: '/api/base/remoteField', plugin: remoteFieldModule },
  { prefix: '/api/base/page', plugin: pageModule },
  { prefix: '/api/base/customsetting', plugin: settingsModule },
  { prefix: '/api/base/view', plugin: viewsModule },
  { prefix: '/api/base/sse', plugin: streamModule },
  { prefix: '/api/base/workflow', plugin: workflowModule },
  { prefix: '/api/base/workflowtpl', plugin: workflowTplModule },
  { prefix: '/api/base/workflowdata', plugin: workflowDataModule },
  { prefix: '/api/base', plugin: lookupsModule },
  { prefix: '/api/base/file', plugin: filesModule },
  { prefix: '/api/base/job', plugin: jobsModule },
  { prefix: '/api/base/import', plugin: importModule },
  { prefix: '/api/base/studio', plugin: studioModule },
  { prefix: '/api/base', plugin: chooserModule },
  { prefix: '/api/realtime', plugin: realtimeModule },
  { prefix: '', plugin: resourceModule },
  { prefix: '', plugin: exportModule },
  { prefix: '', plugin: exportTemplateModule },
  { prefix: '', plugin: resourceImportModule },
];
