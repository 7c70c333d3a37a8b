import type { Generated } from 'kysely';

/** One published version of a definition of one kind (issues 23, 42; server/modules/studio/store.ts). */
export interface DefinitionVersionTable {
  id: Generated<number>;
  /** The studio kind: resource, page, workflow, rule, chooser. */
  kind: string;
  name: string;
  version: number;
  /** The kind's definition as JSON (schemas/resource-definition, page-definition, workflow-definition, rule-definition, choose-config). */
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
  definition_versions: DefinitionVersionTable;
  studio_drafts: StudioDraftTable;
}
