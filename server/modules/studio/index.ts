import type { FastifyInstance } from 'fastify';
import type { PageDefinition } from '../../../schemas/generated/page-definition.js';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { ChooseConfig } from '../../../schemas/generated/choose-config.js';
import type { RuleDefinition } from '../../../schemas/generated/rule-definition.js';
import type { ChooserRow, PageRow, ResourceRow, RuleRow, WorkflowRow } from '../../../schemas/generated/studio.js';
import type { WorkflowDefinition } from '../../../schemas/generated/workflow-definition.js';
import { RESOURCE_ROUTE } from '../resources/served.js';
import { studioKindRoutes } from './kind-routes.js';
import { pageVersions } from './page-apply.js';
import { chooserVersions } from './chooser-studio.js';
import { examineChooser, examinePage, examineResource, examineRule, examineWorkflow, publishChooser, publishPage, publishResource, publishRule, publishWorkflow } from './publish.js';
import { ruleVersions } from './rule-studio.js';
import { announceDefinition, listenForDefinitions } from './reload.js';
import { resourceVersions } from './store.js';
import { workflowVersions } from './workflow-apply.js';

/**
 * The studio's calls under /api/base/studio (issue 23), for the administrator only, one set per kind of
 * configuration (kind-routes.ts): resource definitions (`resource/...`: tables created or altered, served at once
 * here and, through NOTIFY, on every other app server), page definitions (`page/...`: menu, buttons, columns and
 * grants written; every browser reads its menus again), approval templates (`workflow/...`), risk rules
 * (`rule/...`) and choose configs (`chooser/...`).
 */
export async function studioModule(app: FastifyInstance): Promise<void> {
  const { db, dialect } = app.database;
  await listenForDefinitions(app);

  /** `<module>/<name>` pairs that routes other than the resource routes serve: a resource may not take their address. */
  const addressesTaken = () =>
    new Set(
      app.routeList.filter((r) => !r.url.startsWith(`${RESOURCE_ROUTE}/`)).flatMap((r) => {
        const match = /^\/api\/([^/:]+)\/([^/:]+)\//.exec(r.url);
        return match ? [`${match[1]}/${match[2]}`] : [];
      }),
    );

  studioKindRoutes<ResourceDefinition, ResourceRow>(app, {
    segment: 'resource',
    keyOf: (definition) => definition.name,
    store: resourceVersions,
    rowSchema: 'ResourceRow',
    detailSchema: 'DetailAnswer',
    row: ({ name, version, definition }, stamp) => ({
      name, module: definition.module, table: definition.table, label: definition.label, version, author_name: stamp?.author_name ?? null, created_at: stamp?.created_at ?? '',
    }),
    examine: (input, options) => examineResource(db, dialect, input, { ...options, addresses: addressesTaken() }),
    publish: (input, options) => publishResource(db, dialect, input, { ...options, addresses: addressesTaken() }),
    published: (stored) => announceDefinition(app, stored.definition, stored.version),
  });

  studioKindRoutes<PageDefinition, PageRow>(app, {
    segment: 'page',
    keyOf: (definition) => definition.key,
    store: pageVersions,
    rowSchema: 'PageRow',
    detailSchema: 'PageDetailAnswer',
    row: ({ name, version, definition }, stamp) => ({
      key: name, menu_id: definition.menu.id ?? 0, name: definition.menu.name, flag: definition.menu.flag, ...(definition.menu.resource ? { resource: definition.menu.resource } : {}),
      version, author_name: stamp?.author_name ?? null, created_at: stamp?.created_at ?? '',
    }),
    examine: (input, { language }) => examinePage(db, input, language),
    publish: (input, options) => publishPage(db, dialect, input, options),
    // Every signed-in browser reads its menus again: the page, its buttons and grants are there now.
    published: (stored) => app.realtime.publish(null, { event: 'perms', data: { page: stored.definition.key } }),
  });

  studioKindRoutes<WorkflowDefinition, WorkflowRow>(app, {
    segment: 'workflow',
    keyOf: (definition) => definition.label,
    store: workflowVersions,
    rowSchema: 'WorkflowRow',
    detailSchema: 'WorkflowDetailAnswer',
    row: ({ name, version, definition }, stamp) => ({
      label: name, name: definition.name, steps: definition.nodes.length, version, author_name: stamp?.author_name ?? null, created_at: stamp?.created_at ?? '',
    }),
    examine: (input, { language }) => examineWorkflow(db, input, language),
    publish: (input, options) => publishWorkflow(db, dialect, input, options),
  });

  studioKindRoutes<RuleDefinition, RuleRow>(app, {
    segment: 'rule',
    keyOf: (definition) => definition.code,
    store: ruleVersions,
    rowSchema: 'RuleRow',
    detailSchema: 'RuleDetailAnswer',
    row: ({ name, version, definition }, stamp) => ({
      code: name, name: definition.name, resource: definition.resource, severity: definition.severity, status: definition.status ?? 1,
      version, author_name: stamp?.author_name ?? null, created_at: stamp?.created_at ?? '',
    }),
    examine: (input, { language }) => examineRule(db, input, language),
    publish: (input, options) => publishRule(db, dialect, input, options),
  });

  studioKindRoutes<ChooseConfig, ChooserRow>(app, {
    segment: 'chooser',
    keyOf: (definition) => definition.name,
    store: chooserVersions,
    rowSchema: 'ChooserRow',
    detailSchema: 'ChooserDetailAnswer',
    row: ({ name, version, definition }, stamp) => ({
      name, resource: definition.resource, select_type: definition.select_type, version, author_name: stamp?.author_name ?? null, created_at: stamp?.created_at ?? '',
    }),
    examine: (input, { language }) => examineChooser(db, input, language),
    publish: (input, options) => publishChooser(db, dialect, input, options),
  });
}
