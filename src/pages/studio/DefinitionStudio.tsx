import { Button, Card, Tabs, Typography } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { failureText, useEnv, type RendererEnv } from '../../../registry';
import type { DraftAnswer, VersionRow } from '../../../schemas/generated/studio';
import { parsed } from './definition-text';
import { DefinitionTab } from './DefinitionTab';
import { StudioList } from './StudioList';
import { StudioVersions } from './StudioVersions';
import { useStudioPublish } from './studio-send';
import { useDefinitionCheck } from './use-definition-check';
import { SchemaForm } from './SchemaForm';
import type { SchemaLibrary, SchemaNode } from './schema-assist';
import { useDrafts } from './use-draft';
import { usePhone } from '../../shell/use-phone';

/** One stored definition in the list on the left. */
export interface ListedDefinition {
  name: string;
  title: string;
  description: string;
}

/** What the studio edits: resource definitions or page definitions, each its calls, schema and starting text. */
export interface DefinitionKind {
  /** The calls: `${base}/index`, detail, versions, check, publish, rollback. */
  base: string;
  /** The testid prefix of the list's rows and the new button. */
  id: string;
  schema: { root: SchemaNode; library: SchemaLibrary };
  /** A new definition's starting text. */
  template: object;
  /** The stored name of a definition (a resource's name, a page's key). */
  nameOf(definition: unknown): string;
  /** The list's rows from the index call's answer. */
  listed(env: RendererEnv, rows: unknown[]): ListedDefinition[];
  /** Called after a publish or a rollback (the page kind reloads the sidebar). */
  published?(): void;
  /** The definition as users will see it once published, beside the editor (pages); none: no preview tab. */
  preview?(definition: unknown): ReactNode;
}

/** What the editor is on: a served resource at a version, or a new one (`draft`: the author's draft of a name never published). */
interface Editing {
  name: string | null;
  /** The version a publish goes over: the served one, or the one the author's draft started from (none: new). */
  version?: number;
  /** The version served now, when the name is stored. */
  served?: number;
  draft?: string;
}

export { changeText } from './definition-text';
export { CHECK_DELAY_MS } from './use-definition-check';

/** The editor's title: the definition as the list names it (a page by its menu's name) and its version, or a new one. */
function editorTitle(env: RendererEnv, kind: DefinitionKind, editing: Editing | null, resources: readonly ListedDefinition[]): string {
  if (!editing) return env.t(`studio.tab_${kind.id}`);
  if (!editing.name) return editing.draft ? `${editing.draft} · ${env.t('studio.draftNew')}` : env.t('studio.draftNew');
  const row = resources.find((r) => r.name === editing.name);
  const title = row && row.title !== editing.name ? `${row.title}（${editing.name}）` : editing.name;
  return `${title} · ${env.t('studio.version', { version: editing.served })}`;
}

interface OtherTabsInput {
  text: string;
  setText(text: string): void;
  /** The text is no JSON (the form view waits for it). */
  syntax: boolean;
  /** The last text the server found no problem in (the preview's). */
  checked: unknown;
  /** The versions table; null for a definition never published. */
  versions: ReactNode;
}

/** The tabs beside the JSON: the same definition as a form, its preview (pages), and its versions. */
function otherTabs(env: RendererEnv, kind: DefinitionKind, { text, setText, syntax, checked, versions }: OtherTabsInput) {
  const wait = (key: string) => <Typography.Text type="secondary">{env.t(key)}</Typography.Text>;
  const form = syntax ? wait('studio.formNeedsJson') : <SchemaForm schema={kind.schema.root} library={kind.schema.library} value={parsed(env, text).value} onChange={(next) => setText(JSON.stringify(next, null, 2))} />;
  return [
    { key: 'form', label: env.t('studio.formView'), children: form },
    ...(kind.preview ? [{ key: 'preview', label: env.t('studio.preview'), children: checked === null ? wait('studio.previewWaiting') : kind.preview(checked) }] : []),
    { key: 'versions', label: env.t('studio.versions'), disabled: versions === null, children: versions },
  ];
}

/** The stored definitions of a kind, as the list shows them, loaded when the studio opens and again after a publish. */
function useStoredDefinitions(env: RendererEnv, kind: DefinitionKind) {
  const [resources, setResources] = useState<ListedDefinition[]>([]);
  const loadResources = useCallback(() => env.request<unknown[]>(`${kind.base}/index`).then((rows) => setResources(kind.listed(env, rows))), [env, kind]);
  useEffect(() => {
    loadResources().catch((error: unknown) => env.notify.error(failureText(env.t, error, 'errors.system')));
  }, [env, loadResources]);
  return { resources, loadResources };
}

/**
 * One kind of stored definitions in the studio (issue 23, administrator): the stored ones, one as JSON with
 * the server's problems underlined as it is typed, what publishing would change, publish (confirming what touches
 * existing data), and the version history with rollback.
 */
export function DefinitionStudio({ kind }: { kind: DefinitionKind }) {
  const env = useEnv();
  const BASE = kind.base;
  const { resources, loadResources } = useStoredDefinitions(env, kind);
  const [editing, setEditing] = useState<Editing | null>(null);
  // A phone shows one pane at a time: the list, or the definition opened from it (with the way back).
  const phone = usePhone();
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const [versions, setVersions] = useState<VersionRow[]>([]);
  /** The text as opened or published: the author's draft is kept only of something else. */
  const [loaded, setLoaded] = useState('');
  /** The author's own draft the editor took up when it opened, until published or discarded. */
  const [restored, setRestored] = useState<DraftAnswer | null>(null);
  const { answer, setAnswer, checked, syntax, problems, forget } = useDefinitionCheck(env, BASE, editing, text);
  const drafts = useDrafts(env, BASE, kind.nameOf, editing ? { name: editing.name ?? editing.draft ?? null, text, baseVersion: editing.version, loaded } : null);
  const { read: readDraft, reset: resetDraft } = drafts;


  /** Shows `shown` in the editor, `published` being the text as stored (the template for a new one). */
  const show = useCallback(
    (next: Editing, published: string, draft: DraftAnswer | null) => {
      const shown = draft ? JSON.stringify(draft.definition, null, 2) : published;
      setEditing(next);
      setLoaded(published);
      setRestored(draft);
      resetDraft(shown, draft, next.name ?? next.draft ?? null);
      setText(shown);
    },
    [resetDraft],
  );

  /**
   * Opens a stored definition (or a new one: null; or `draftOnly`, the author's draft of a name never published),
   * taking up the author's own draft of it when there is one.
   */
  const open = useCallback(
    async (name: string | null, draftOnly = false) => {
      forget();
      setNote('');
      const template = JSON.stringify(kind.template, null, 2);
      if (name === null || draftOnly) {
        setVersions([]);
        show({ name: null, ...(name ? { draft: name } : {}) }, template, name ? await readDraft(name) : null);
        return;
      }
      const [detail, history, draft] = await Promise.all([
        env.request<{ version: number; definition: unknown }>(`${BASE}/detail`, { query: { name } }),
        env.request<VersionRow[]>(`${BASE}/versions`, { query: { name } }),
        readDraft(name),
      ]);
      setVersions(history);
      // A draft is published over the version it started from (none: it began as a new definition), so one published
      // since is a conflict (4469), not overwritten.
      show({ name, version: draft ? (draft.base_version ?? undefined) : detail.version, served: detail.version }, JSON.stringify(detail.definition, null, 2), draft);
    },
    [env, BASE, kind.template, readDraft, show, forget],
  );

  /** Drops the author's draft, after asking, and shows the definition as published (or a new one). */
  async function discardDraft(): Promise<void> {
    const name = editing?.name ?? editing?.draft;
    if (!name || !(await env.confirm({ content: env.t('studio.draftDiscardConfirm') }))) return;
    await drafts.discard(name);
    await open(editing?.name ?? null);
  }

  const { busy, publish, rollback } = useStudioPublish({
    sendTo: { env, base: BASE, drafts, refused: setAnswer, stored: async (stored, name) => {
      kind.published?.();
      await Promise.all([loadResources(), drafts.reload()]);
      await open(name);
      setAnswer({ ...stored, changes: [] });
    } },
    nameOf: kind.nameOf,
    editing,
    text,
    note,
  });

  return (
    // Side by side on a desktop; on a phone one pane at a time.
    <div data-testid="studio-page" style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      <StudioList
        kind={kind}
        resources={resources}
        drafts={drafts.rows}
        openName={editing?.name ?? editing?.draft ?? null}
        hidden={phone && editing !== null}
        wide={phone}
        onOpen={open}
      />
      <Card
        size="small"
        data-testid="studio-editor-pane"
        style={{ flex: '1 1 480px', minWidth: 0, display: phone && !editing ? 'none' : undefined }}
        extra={phone && editing ? <Button size="small" data-testid="studio-back-to-list" onClick={() => setEditing(null)}>{env.t('studio.backToList')}</Button> : undefined}
        title={editorTitle(env, kind, editing, resources)}
      >
        {!editing ? (
          <Typography.Text type="secondary">{env.t('studio.selectResource')}</Typography.Text>
        ) : (
          <Tabs
            items={[
              {
                key: 'definition',
                label: env.t('studio.definition'),
                children: (
                  <DefinitionTab
                    text={text}
                    onText={setText}
                    schema={kind.schema}
                    problems={problems}
                    answer={answer}
                    restored={restored}
                    onDiscardDraft={() => void discardDraft()}
                    note={note}
                    onNote={setNote}
                    busy={busy}
                    onPublish={() => void publish()}
                    savedAt={drafts.savedAt}
                  />
                ),
              },
              ...otherTabs(env, kind, {
                text,
                setText,
                syntax: syntax !== null,
                checked,
                versions: editing.name ? <StudioVersions versions={versions} served={editing.served} onRollback={(version) => void rollback(version)} /> : null,
              }),
            ]}
          />
        )}
      </Card>
    </div>
  );
}
