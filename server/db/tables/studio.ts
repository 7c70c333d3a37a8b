import type { Generated } from 'kysely';

/** One published version of a resource or page definition (issue 23; server/modules/studio). */
export interface ResourceVersionTable {
  id: Generated<number>;
  name: string;
  version: number;
  /** schemas/resource-definition.schema.json as JSON. */
  definition: string;
  /** What changed from the version before, as JSON (schemas/studio.schema.json DefinitionChange[]). */
  changes: string | null;
  note: string | null;
  /** null: the platform's own built-in definition. */
  author_id: number | null;
  author_name: string | null;
  created_at: string;
}

/** An author's unpublished draft of one definition (issue 23; server/modules/studio/drafts.ts). */
export interface StudioDraftTable {
  id: Generated<number>;
  /** The studio kind's segment: resource, page, workflow, rule, chooser. */
  kind: string;
  name: string;
  author_id: number;
  /** The definition as written, as JSON (not checked: a draft may be half done). */
  definition: string;
  base_version: number | null;
  updated_at: string;
}

export interface StudioTables {
  resource_versions: ResourceVersionTable;
  /** Page definitions (schemas/page-definition.schema.json): the same columns. */
  page_versions: ResourceVersionTable;
  /** Approval templates (schemas/workflow-definition.schema.json) and risk rules (rule-definition): the same columns. */
  workflow_versions: ResourceVersionTable;
  rule_versions: ResourceVersionTable;
  /** Choose configs (schemas/choose-config.schema.json): the same columns. */
  chooser_versions: ResourceVersionTable;
  studio_drafts: StudioDraftTable;
}
