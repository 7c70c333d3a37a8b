import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { ResourceDefinition } from '../../schemas/generated/resource-definition.js';
import { resourceDefinitions } from '../modules/resources/definitions/index.js';
import { syncResourceTables } from '../modules/resources/table.js';
import { publishedDefinitions, seedBuiltIns } from '../modules/studio/store.js';
import type { DatabaseHandle } from './connection.js';
import * as core from './migrations/001_core.js';
import * as resources from './migrations/002_resources.js';
import * as accountSecurity from './migrations/003_account_security.js';
import * as sso from './migrations/004_sso.js';
import * as customSettings from './migrations/005_custom_settings.js';
import * as executionScopes from './migrations/006_execution_scopes.js';
import * as lookups from './migrations/007_lookups.js';
import * as savedViews from './migrations/008_saved_views.js';
import * as workflow from './migrations/009_workflow.js';
import * as riskRules from './migrations/010_risk_rules.js';
import * as documentTables from './migrations/011_document_tables.js';
import * as selfApproval from './migrations/012_self_approval.js';
import * as numberSequences from './migrations/013_number_sequences.js';
import * as workflowAfterAction from './migrations/014_workflow_after_action.js';
import * as approvalTrust from './migrations/015_approval_trust.js';
import * as messageTargets from './migrations/016_message_targets.js';
import * as riskPromptEn from './migrations/017_risk_prompt_en.js';
import * as choosers from './migrations/018_choosers.js';
import * as documentLines from './migrations/019_document_lines.js';
import * as files from './migrations/020_files.js';
import * as jobs from './migrations/021_jobs.js';
import * as exportTemplates from './migrations/022_export_templates.js';
import * as fileItems from './migrations/023_file_items.js';
import * as resourceVersions from './migrations/024_resource_versions.js';
import * as pageVersions from './migrations/025_page_versions.js';
import * as studioMenu from './migrations/026_studio_menu.js';
import * as workflowVersions from './migrations/027_workflow_versions.js';
import * as ruleVersions from './migrations/028_rule_versions.js';
import * as chooserVersions from './migrations/029_chooser_versions.js';
import * as studioDrafts from './migrations/030_studio_drafts.js';
import * as jobState from './migrations/031_job_state.js';
import * as ruleVersionsBackfill from './migrations/032_rule_versions_backfill.js';
import * as definitionVersions from './migrations/033_definition_versions.js';
import * as versionsOfOlderRows from './migrations/034_versions_of_older_rows.js';
import * as riskConfirmations from './migrations/035_risk_confirmations.js';

export const MIGRATIONS = { '001_core': core, '002_resources': resources, '003_account_security': accountSecurity, '004_sso': sso, '005_custom_settings': customSettings, '006_execution_scopes': executionScopes, '007_lookups': lookups, '008_saved_views': savedViews, '009_workflow': workflow, '010_risk_rules': riskRules, '011_document_tables': documentTables, '012_self_approval': selfApproval, '013_number_sequences': numberSequences, '014_workflow_after_action': workflowAfterAction, '015_approval_trust': approvalTrust, '016_message_targets': messageTargets, '017_risk_prompt_en': riskPromptEn, '018_choosers': choosers, '019_document_lines': documentLines, '020_files': files, '021_jobs': jobs, '022_export_templates': exportTemplates, '023_file_items': fileItems, '024_resource_versions': resourceVersions, '025_page_versions': pageVersions, '026_studio_menu': studioMenu, '027_workflow_versions': workflowVersions, '028_rule_versions': ruleVersions, '029_chooser_versions': chooserVersions, '030_studio_drafts': studioDrafts, '031_job_state': jobState, '032_rule_versions_backfill': ruleVersionsBackfill, '033_definition_versions': definitionVersions, '034_versions_of_older_rows': versionsOfOlderRows, '035_risk_confirmations': riskConfirmations };

/**
 * Runs every pending (frozen) migration, stores the built-in resource definitions as data (a new or changed
 * built-in becomes a version, server/modules/studio/store.ts), then creates the tables and columns of the stored
 * definitions added since: the same steps on SQLite and PostgreSQL.
 */
export async function migrate(handle: DatabaseHandle, builtIns: readonly ResourceDefinition[] = resourceDefinitions): Promise<void> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const migrations: Record<string, Migration> = {};
      for (const [name, step] of Object.entries(MIGRATIONS)) migrations[name] = { up: (db) => step.up(db, handle.dialect) };
      return migrations;
    },
  };
  const { error, results } = await new Migrator({ db: handle.db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  await seedBuiltIns(handle.db, builtIns);
  await syncResourceTables(handle.db, handle.dialect, await publishedDefinitions(handle.db));
}
