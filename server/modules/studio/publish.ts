import type { Kysely } from 'kysely';
import type { PageDefinition } from '../../../schemas/generated/page-definition.js';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { ChooseConfig } from '../../../schemas/generated/choose-config.js';
import type { RuleDefinition } from '../../../schemas/generated/rule-definition.js';
import type { WorkflowDefinition } from '../../../schemas/generated/workflow-definition.js';
import type { CheckAnswer, DefinitionChange, DefinitionProblem } from '../../../schemas/generated/studio.js';
import type { Dialect } from '../../db/connection.js';
import type { Database } from '../../db/tables.js';
import { ApiError, Code, ok } from '../../http/envelope.js';
import { message, type Language } from '../../http/messages.js';
import { isVersionTaken, refused } from './answers.js';
import { applyDefinition, isLockTimeout, studioLock } from './apply.js';
import { definitionChanges } from './changes.js';
import { checkDefinition } from './check.js';
import { applyPage, pageVersions, type ShippedIds } from './page-apply.js';
import { resourceDefinitions } from '../resources/definitions/index.js';
import { checkPage, pageChanges } from './page-check.js';
import { PARTS, problem } from './problems.js';
import { relationNames } from './relations.js';
import { resourceVersions, type NewVersion, type versionStore } from './store.js';
import { fieldsInUse, rulesBroken } from './usage.js';
import { applyChooser, checkChooser, chooserChanges, chooserVersions } from './chooser-studio.js';
import { applyRule, checkRule, ruleChanges, ruleVersions } from './rule-studio.js';
import { applyWorkflow, workflowVersions } from './workflow-apply.js';
import { checkWorkflow, workflowChanges } from './workflow-check.js';

// One path for every publish of configuration: the studio's calls (index.ts, kind-routes.ts) and the
// seed's configured pages (server/db/seed/configured.ts) check and apply through these, so seeded configuration is
// exactly what a configurator could have published.

type Db = Kysely<Database>;

/** A resource's or page's name as the schemas allow it. */
export const NAME = /^[a-z][a-z0-9_]{0,63}$/;

/** Who publishes: a signed-in administrator, or null for the platform itself (built-ins, the seed). */
export type Author = { id: number; name: string } | null;

export interface PublishOptions {
  language: Language;
  author: Author;
  baseVersion?: number;
  confirm?: boolean;
  note?: string | null;
  /** The ids a page shipped with the platform keeps (its first publish only): see ShippedIds. */
  shippedIds?: ShippedIds;
}

/** What a publish answers (the envelope) and, when a version was stored, what it was. */
export interface Published<T> {
  answer: { code: number; msg: string; data: CheckAnswer };
  stored?: { definition: T; version: number };
}

/** Where a destructive change points in the definition sent: the field or child as now declared, else its list. */
function changePath(definition: ResourceDefinition, change: DefinitionChange): string {
  const children = definition.children ?? [];
  const c = change.child === undefined ? -1 : children.findIndex((x) => x.name === change.child);
  if (change.kind === 'dropChild') return '/children';
  const base = change.child === undefined ? '/fields' : c >= 0 ? `/children/${c}/fields` : '/children';
  const list = change.child === undefined ? definition.fields : (children[c]?.fields ?? []);
  const i = list.findIndex((f) => f.name === change.field);
  return i >= 0 ? `${base}/${i}` : base;
}

/** The name a definition says it has, when it is a well-formed one (a NUL is no text to PostgreSQL: never looked up). */
function nameIn(input: unknown, key: 'name' | 'key' | 'label' | 'code', pattern: RegExp = NAME): string | undefined {
  const given = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[key] : undefined;
  return typeof given === 'string' && pattern.test(given) ? given : undefined;
}

/**
 * Checks a resource definition against the stored truth (not what one server happens to serve): its problems and
 * its changes. `addresses`: `<module>/<name>` pairs other routes serve, which a resource may not take.
 */
export async function examineResource(reader: Db, dialect: Dialect, input: unknown, options: { confirm?: boolean; language: Language; addresses: ReadonlySet<string> }) {
  const { language } = options;
  const name = nameIn(input, 'name');
  const stored = await resourceVersions.latest(reader);
  const current = stored.find((v) => v.name === name);
  const others = stored.filter((v) => v.name !== name).map((v) => v.definition);
  const ownTables = new Set(name !== undefined ? (await resourceVersions.all(reader, name)).flatMap((d) => [d.table, ...(d.children ?? []).map((c) => c.table)]) : []);
  const tables = await relationNames(reader, dialect);
  const { problems, definition } = checkDefinition(input, { current: current?.definition, others, tables, ownTables, addresses: options.addresses, language });
  const changes = definition ? definitionChanges(current?.definition, definition) : [];
  // A field the pages still show or filter on is not dropped from under them.
  const dropped = changes.filter((c) => c.kind === 'dropField' && c.child === undefined).map((c) => c.field!);
  if (definition) problems.push(...(await fieldsInUse(reader, definition, dropped, language)));
  // An active risk rule that would no longer compile would stop guarding: it is changed first.
  if (definition && current && dropped.length > 0) problems.push(...(await rulesBroken(reader, definition, language)));
  if (definition && !options.confirm) {
    for (const change of changes.filter((c) => c.destructive)) {
      const what = change.field ? `${PARTS.field[language]} ${change.child ? `${change.child}.` : ''}${change.field}` : `${PARTS.child[language]} ${change.child}`;
      problems.push(problem(language, changePath(definition, change), 'needsConfirm', { what }));
    }
  }
  return { problems, changes, definition, current };
}

/** What a page may list or write: the resources built in code (the shipped pages' own) and the published ones. */
async function pageResources(reader: Db): Promise<ResourceDefinition[]> {
  return [...resourceDefinitions, ...(await resourceVersions.latest(reader)).map((v) => v.definition)];
}

/** Checks a page definition against the stored truth: its problems, its changes, and what it was checked against. */
export async function examinePage(reader: Db, input: unknown, language: Language) {
  const key = nameIn(input, 'key');
  const current = key === undefined ? undefined : await pageVersions.latestOf(reader, key);
  const resources = await pageResources(reader);
  const menus = await reader.selectFrom('perm_nodes').select(['id', 'type', 'flag']).execute();
  const roles = new Set((await reader.selectFrom('roles').select('id').execute()).map((r) => r.id));
  const { problems, page } = checkPage(input, { current: current?.definition, resources, menus, roles, language });
  return { problems, page, current, resources, changes: page ? pageChanges(current?.definition, page) : [] };
}

/** The definition kinds stored by one key of their own (a template's label, a rule's code, a config's name). */
interface KeyedKind<T> {
  /** What the kind is called in a refusal (风控规则有 2 处问题). */
  what: Readonly<Record<Language, string>>;
  store: ReturnType<typeof versionStore<T>>;
  key: 'label' | 'code' | 'name';
  /** The key as the kind's schema allows it: only such a key is looked up. */
  pattern: RegExp;
  /** Every problem of `input` against the stored resources (and what else the kind reads), or the definition. */
  check(reader: Db, input: unknown, resources: readonly ResourceDefinition[], language: Language): Promise<{ problems: DefinitionProblem[]; definition?: T }>;
  changes(current: T | undefined, next: T): DefinitionChange[];
  apply(trx: Parameters<typeof applyPage>[0], next: Omit<NewVersion<T>, 'name'>): Promise<T>;
}

/** Checks a keyed definition against the stored truth: its problems, its changes, and its stored version. */
async function examineKeyed<T>(kind: KeyedKind<T>, reader: Db, input: unknown, language: Language): Promise<Examined<T>> {
  const name = nameIn(input, kind.key, kind.pattern);
  const current = name === undefined ? undefined : await kind.store.latestOf(reader, name);
  const resources = (await resourceVersions.latest(reader)).map((v) => v.definition);
  const { problems, definition } = await kind.check(reader, input, resources, language);
  return { problems, definition, current, changes: definition ? kind.changes(current?.definition, definition) : [] };
}

/** Publishes a keyed definition: its rows written by the kind and the version stored, in one transaction. */
function publishKeyed<T>(kind: KeyedKind<T>, db: Db, dialect: Dialect, input: unknown, options: PublishOptions): Promise<Published<T>> {
  return publishWith<T>(
    db, dialect, options, kind.what,
    (trx) => examineKeyed(kind, trx, input, options.language),
    (trx, { definition, changes }, version) => kind.apply(trx, { definition, version, changes, note: options.note ?? null, author: options.author }),
  );
}

const ids = async (query: Promise<{ id: number }[]>) => new Set((await query).map((r) => r.id));

/** Approval templates, by label: checked against the resources and the roles, users and positions there are. */
const WORKFLOWS: KeyedKind<WorkflowDefinition> = {
  what: { zh: '审批流程', en: 'The approval flow' },
  store: workflowVersions, key: 'label', pattern: NAME, changes: workflowChanges, apply: applyWorkflow,
  async check(reader, input, resources, language) {
    const [roles, users, positions] = await Promise.all([
      ids(reader.selectFrom('roles').select('id').execute()),
      ids(reader.selectFrom('users').select('id').execute()),
      ids(reader.selectFrom('orgs').select('id').where('type', '=', 'position').execute()),
    ]);
    const { problems, workflow } = checkWorkflow(input, { resources, roles, users, positions, language });
    return { problems, definition: workflow };
  },
};

/** Risk rules, by code (as the rule schema allows it). */
const RULES: KeyedKind<RuleDefinition> = {
  what: { zh: '风控规则', en: 'The risk rule' },
  store: ruleVersions, key: 'code', pattern: /^[A-Za-z][A-Za-z0-9_]{0,63}$/, changes: ruleChanges, apply: applyRule,
  check: async (_reader, input, resources, language) => {
    const { problems, rule } = checkRule(input, { resources, language });
    return { problems, definition: rule };
  },
};

/** Choose configs, by name (as the choose config schema allows it). */
const CHOOSERS: KeyedKind<ChooseConfig> = {
  what: { zh: '选择器', en: 'The chooser' },
  store: chooserVersions, key: 'name', pattern: /^[A-Za-z0-9_-]{1,64}$/, changes: chooserChanges, apply: applyChooser,
  check: async (_reader, input, resources, language) => {
    const { problems, config } = checkChooser(input, { resources, language });
    return { problems, definition: config };
  },
};

/** Checks an approval template against the stored truth. */
export const examineWorkflow = (reader: Db, input: unknown, language: Language) => examineKeyed(WORKFLOWS, reader, input, language);
/** Checks a risk rule against the stored truth. */
export const examineRule = (reader: Db, input: unknown, language: Language) => examineKeyed(RULES, reader, input, language);
/** Checks a choose config against the stored truth. */
export const examineChooser = (reader: Db, input: unknown, language: Language) => examineKeyed(CHOOSERS, reader, input, language);

interface Examined<T> {
  problems: DefinitionProblem[];
  changes: DefinitionChange[];
  definition: T | undefined;
  current: { version: number; definition: T } | undefined;
}

/**
 * One publish at a time (the studio lock), checked inside its own transaction against what is stored then (two
 * racing creates cannot both take a table or a label), applied in the same transaction. Changes worked out
 * against a version the author never saw mean nothing: a stored definition is only changed by someone who says
 * which version they changed (4469 otherwise, as when another publish of that version won).
 */
async function publishWith<T>(
  db: Db,
  dialect: Dialect,
  options: PublishOptions,
  what: Readonly<Record<Language, string>>,
  examine: (trx: Db) => Promise<Examined<T>>,
  apply: (trx: Parameters<typeof applyPage>[0], examined: Examined<T> & { definition: T }, version: number) => Promise<T>,
): Promise<Published<T>> {
  const { language } = options;
  try {
    return await db.transaction().execute(async (trx) => {
      await studioLock(trx, dialect);
      const examined = await examine(trx);
      const { problems, changes, definition, current } = examined;
      if (current && options.baseVersion !== current.version) {
        throw new ApiError(Code.VERSION_CONFLICT, options.baseVersion === undefined ? 'definitionExists' : 'definitionStale', { version: current.version });
      }
      if (!definition || problems.length > 0) return { answer: refused(language, problems, changes, what) };
      if (current && changes.length === 0) return { answer: ok({ problems: [], changes, version: current.version } satisfies CheckAnswer, message(language, 'definitionUnchanged')) };
      const version = (current?.version ?? 0) + 1;
      const stored = await apply(trx, { ...examined, definition }, version);
      return { answer: ok({ problems: [], changes, version } satisfies CheckAnswer, message(language, 'definitionPublished', { version })), stored: { definition: stored, version } };
    });
  } catch (error) {
    if (isVersionTaken(error) || isLockTimeout(error)) throw new ApiError(Code.VERSION_CONFLICT, 'definitionBusy');
    throw error;
  }
}

/** Publishes a resource definition: a new version and its tables created or altered, in one transaction. */
export function publishResource(db: Db, dialect: Dialect, input: unknown, options: PublishOptions & { addresses: ReadonlySet<string> }): Promise<Published<ResourceDefinition>> {
  return publishWith<ResourceDefinition>(
    db, dialect, options, { zh: '资源定义', en: 'The resource definition' },
    (trx) => examineResource(trx, dialect, input, options),
    async (trx, { definition, current, changes }, version) => {
      await applyDefinition(trx, dialect, current, { name: definition.name, definition, version, changes, note: options.note ?? null, author: options.author });
      return definition;
    },
  );
}

/** Publishes a page definition: its menu, buttons, columns and grants written and the version stored, in one transaction. */
export function publishPage(db: Db, dialect: Dialect, input: unknown, options: PublishOptions): Promise<Published<PageDefinition>> {
  return publishWith<PageDefinition>(
    db, dialect, options, { zh: '页面定义', en: 'The page definition' },
    async (trx) => {
      const { problems, changes, page, current } = await examinePage(trx, input, options.language);
      return { problems, changes, definition: page, current };
    },
    async (trx, { definition, current, changes }, version) => {
      const name = definition.menu.resource;
      const resource = name === undefined ? undefined : (await pageResources(trx)).find((r) => r.name === name);
      return applyPage(trx, current?.definition, { definition, version, changes, note: options.note ?? null, author: options.author }, resource, options.shippedIds);
    },
  );
}

/** Publishes an approval template: a new active template of its label with its steps, and the version, in one transaction. */
export const publishWorkflow = (db: Db, dialect: Dialect, input: unknown, options: PublishOptions) => publishKeyed(WORKFLOWS, db, dialect, input, options);
/** Publishes a risk rule: the rule of its code added or changed, and the version, in one transaction. */
export const publishRule = (db: Db, dialect: Dialect, input: unknown, options: PublishOptions) => publishKeyed(RULES, db, dialect, input, options);
/** Publishes a choose config: the config of its name added or changed, and the version, in one transaction. */
export const publishChooser = (db: Db, dialect: Dialect, input: unknown, options: PublishOptions) => publishKeyed(CHOOSERS, db, dialect, input, options);
