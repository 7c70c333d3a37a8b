import { Alert, Button, Card, Input, List, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiCodeError, failureText, useEnv, type RendererEnv } from '../../../registry';
import type { CheckAnswer, DefinitionChange, DraftAnswer, VersionRow } from '../../../schemas/generated/studio';
import { JsonEditor, type PointedProblem } from './JsonEditor';
import { SchemaForm } from './SchemaForm';
import type { SchemaLibrary, SchemaNode } from './schema-assist';
import { useDrafts } from './use-draft';
import { usePhone } from '../../shell/use-phone';

/** How long after the last key the text is checked on the server. */
export const CHECK_DELAY_MS = 600;

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

/** One change as a line of text. */
export function changeText(env: RendererEnv, change: DefinitionChange): string {
  const kind = change.kind === 'update' && change.field ? 'updateField' : change.kind;
  const field = change.child && change.field ? `${change.child}.${change.field}` : (change.field ?? '');
  return env.t(`studio.kind_${kind}`, { field, child: change.child ?? '', from: change.from ?? '', to: change.to ?? '', key: change.key ?? '' });
}

/** The text as JSON, or the parse error as a problem of the whole text. */
function parsed(env: RendererEnv, text: string): { value?: unknown; problem?: PointedProblem } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { problem: { path: '', message: env.t('studio.notJson', { reason: error instanceof Error ? error.message : String(error) }) } };
  }
}

/** The notes the platform writes itself (the seed's, the studio's backfill), in the user's language; a person's note as written. */
const SYSTEM_NOTES: Readonly<Record<string, string>> = { 'built-in': 'studio.noteBuiltIn', 'built-in update': 'studio.noteBuiltInUpdate', existing: 'studio.noteExisting' };
function systemNote(env: { t(key: string): string }, note: string | null | undefined): string | null | undefined {
  return note && SYSTEM_NOTES[note] ? env.t(SYSTEM_NOTES[note]) : note;
}

/**
 * One kind of stored definitions in the studio (issue 23, administrator): the stored ones, one as JSON with
 * the server's problems underlined as it is typed, what publishing would change, publish (confirming what touches
 * existing data), and the version history with rollback.
 */
export function DefinitionStudio({ kind }: { kind: DefinitionKind }) {
  const env = useEnv();
  const BASE = kind.base;
  const [resources, setResources] = useState<ListedDefinition[]>([]);
  const [editing, setEditing] = useState<Editing | null>(null);
  // A phone shows one pane at a time: the list, or the definition opened from it (with the way back).
  const phone = usePhone();
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const [answer, setAnswer] = useState<CheckAnswer | null>(null);
  /** The last text the server found no problem in, as a value: what the preview shows. */
  const [checked, setChecked] = useState<unknown>(null);
  const [syntax, setSyntax] = useState<PointedProblem | null>(null);
  const [versions, setVersions] = useState<VersionRow[]>([]);
  const [busy, setBusy] = useState(false);
  /** The text as opened or published: the author's draft is kept only of something else. */
  const [loaded, setLoaded] = useState('');
  /** The author's own draft the editor took up when it opened, until published or discarded. */
  const [restored, setRestored] = useState<DraftAnswer | null>(null);
  const drafts = useDrafts(env, BASE, kind.nameOf, editing ? { name: editing.name ?? editing.draft ?? null, text, baseVersion: editing.version, loaded } : null);
  const { read: readDraft, reset: resetDraft } = drafts;

  const loadResources = useCallback(() => env.request<unknown[]>(`${BASE}/index`).then((rows) => setResources(kind.listed(env, rows))), [env, BASE, kind]);
  useEffect(() => {
    loadResources().catch((error: unknown) => env.notify.error(failureText(env.t, error, 'errors.system')));
  }, [env, loadResources]);

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
      setAnswer(null);
      setChecked(null);
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
    [env, BASE, kind.template, readDraft, show],
  );

  /** Drops the author's draft, after asking, and shows the definition as published (or a new one). */
  async function discardDraft(): Promise<void> {
    const name = editing?.name ?? editing?.draft;
    if (!name || !(await env.confirm({ content: env.t('studio.draftDiscardConfirm') }))) return;
    await drafts.discard(name);
    await open(editing?.name ?? null);
  }

  // The text is checked on the server a moment after the last key: every problem with its JSON path, and the changes.
  useEffect(() => {
    if (!editing) return;
    const { value, problem } = parsed(env, text);
    setSyntax(problem ?? null);
    if (problem) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      env
        .request<CheckAnswer>(`${BASE}/check`, { method: 'POST', body: { definition: value, confirm: true }, signal: controller.signal, messageHide: true })
        .then((found) => {
          setAnswer(found);
          if (found.problems.length === 0) setChecked(value);
        })
        .catch(() => undefined);
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [env, BASE, editing, text]);

  const [revealed, setRevealed] = useState<{ path: string; seq: number } | null>(null);
  const problems: PointedProblem[] = useMemo(() => (syntax ? [syntax] : (answer?.problems ?? [])), [syntax, answer]);

  /**
   * Sends a publish or a rollback. Changes that touch existing data come back as needsConfirm problems: they are
   * listed in a confirmation, and confirmed the call goes again with `confirm`. Answers whether it was stored.
   */
  async function send(call: 'publish' | 'rollback', body: Record<string, unknown>, name: string): Promise<boolean> {
    await drafts.hold(true);
    try {
      // The refusal is said below, once: a change to confirm is no error to toast before the question.
      const stored = await env.request<CheckAnswer>(`${BASE}/${call}`, { method: 'POST', body, messageHide: true, onMessage: (msg) => env.notify.success(msg) });
      kind.published?.();
      await Promise.all([loadResources(), drafts.reload()]);
      await open(name);
      setAnswer({ ...stored, changes: [] });
      return true;
    } catch (error) {
      const refused = error instanceof ApiCodeError && error.code === 4400 ? (error.data as CheckAnswer | null) : null;
      if (!body.confirm && refused?.problems.length && refused.problems.every((p) => p.code === 'needsConfirm')) {
        const list = refused.changes.filter((c) => c.destructive).map((c) => changeText(env, c)).join('；');
        if (await env.confirm({ title: env.t('studio.confirmTitle'), content: env.t('studio.confirmDestructive', { list }) })) return send(call, { ...body, confirm: true }, name);
        void drafts.hold(false);
        return false;
      }
      if (refused) setAnswer(refused);
      env.notify.error(failureText(env.t, error, 'errors.system'));
      void drafts.hold(false);
      return false;
    }
  }

  async function publish(): Promise<void> {
    const { value, problem } = parsed(env, text);
    if (problem) return;
    setBusy(true);
    try {
      await send('publish', { definition: value, ...(editing?.version ? { base_version: editing.version } : {}), ...(note.trim() ? { note: note.trim() } : {}) }, kind.nameOf(value));
    } finally {
      setBusy(false);
    }
  }

  async function rollback(version: number): Promise<void> {
    if (!editing?.name || !(await env.confirm({ content: env.t('studio.rollbackConfirm', { version }) }))) return;
    await send('rollback', { name: editing.name, version, base_version: editing.served }, editing.name);
  }

  // The stored definitions, each marked when the author has a draft of it, then the author's drafts of names never published.
  const draftNames = new Set(drafts.rows.map((d) => d.name));
  const listed = [
    ...resources.map((row) => ({ ...row, drafted: draftNames.has(row.name), draftOnly: false })),
    ...drafts.rows
      .filter((d) => !resources.some((row) => row.name === d.name))
      .map((d) => ({ name: d.name, title: d.name, description: env.t('studio.draftSavedAt', { time: d.updated_at }), drafted: true, draftOnly: true })),
  ];
  // A definition is named as the list names it (a page by its menu's name), its key when the list has no title.
  const titleOf = (name: string) => {
    const row = resources.find((r) => r.name === name);
    return row && row.title !== name ? `${row.title}（${name}）` : name;
  };
  const pending = answer?.changes.filter((c) => c.kind !== 'addIndex' && c.kind !== 'dropIndex') ?? [];
  return (
    // Side by side on a desktop; on a phone one pane at a time.
    <div data-testid="studio-page" style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      <Card title={env.t(`studio.list_${kind.id}`)} size="small" style={{ flex: phone ? '1 1 100%' : '0 1 260px', minWidth: 220, display: phone && editing ? 'none' : undefined }} extra={<Button size="small" onClick={() => void open(null)} data-testid={`studio-new-${kind.id}`}>{env.t(`studio.new_${kind.id}`)}</Button>}>
        <List
          size="small"
          dataSource={listed}
          renderItem={(row) => (
            <List.Item
              data-testid={`studio-${kind.id}-${row.name}`}
              onClick={() => void open(row.name, row.draftOnly).catch((error: unknown) => env.notify.error(failureText(env.t, error, 'errors.system')))}
              style={{ cursor: 'pointer', background: (editing?.name ?? editing?.draft) === row.name ? '#e6f4ff' : undefined }}
            >
              <List.Item.Meta title={<>{row.title} {row.drafted && <Tag color="orange" data-testid="studio-draft-tag">{env.t('studio.draftTag')}</Tag>}</>} description={row.description} />
            </List.Item>
          )}
        />
      </Card>
      <Card
        size="small"
        data-testid="studio-editor-pane"
        style={{ flex: '1 1 480px', minWidth: 0, display: phone && !editing ? 'none' : undefined }}
        extra={phone && editing ? <Button size="small" data-testid="studio-back-to-list" onClick={() => setEditing(null)}>{env.t('studio.backToList')}</Button> : undefined}
        title={editing ? (editing.name ? `${titleOf(editing.name)} · ${env.t('studio.version', { version: editing.served })}` : editing.draft ? `${editing.draft} · ${env.t('studio.draftNew')}` : env.t('studio.draftNew')) : env.t(`studio.tab_${kind.id}`)}
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
                  <Space direction="vertical" style={{ width: '100%' }}>
                    {restored && (
                      <Alert
                        data-testid="studio-draft-restored"
                        type="info"
                        showIcon
                        message={env.t(restored.base_version ? 'studio.draftRestored' : 'studio.draftRestoredNew', { time: restored.updated_at, version: restored.base_version ?? '' })}
                        action={<Button size="small" onClick={() => void discardDraft()} data-testid="studio-draft-discard">{env.t('studio.draftDiscard')}</Button>}
                      />
                    )}
                    <JsonEditor value={text} onChange={setText} problems={problems} label={env.t('studio.definition')} schema={kind.schema} reveal={revealed} />
                    <div data-testid="studio-problems">
                      {problems.length === 0 ? (
                        answer && <Alert type="success" showIcon message={env.t('studio.noProblems')} />
                      ) : (
                        <Alert
                          type="error"
                          showIcon
                          message={env.t('studio.problemCount', { count: problems.length })}
                          description={
                            <ul style={{ margin: 0, paddingLeft: 18 }}>
                              {problems.map((p, i) => (
                                <li key={i}>
                                  {/* The problem's place in the text: shown and selected in the editor, however far down. */}
                                  <Typography.Link data-testid="studio-problem-link" onClick={() => setRevealed({ path: p.path, seq: Date.now() })}>
                                    <code>{p.path || '/'}</code>
                                  </Typography.Link>{' '}
                                  {p.message}
                                </li>
                              ))}
                            </ul>
                          }
                        />
                      )}
                    </div>
                    {answer && problems.length === 0 && (
                      <div data-testid="studio-changes">
                        <Typography.Text strong>{env.t('studio.changes')}：</Typography.Text>
                        {pending.length === 0 ? env.t('studio.noChanges') : pending.map((c, i) => <Tag key={i} color={c.destructive ? 'red' : 'blue'}>{changeText(env, c)}</Tag>)}
                      </div>
                    )}
                    <Space.Compact style={{ width: '100%' }}>
                      <Input value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} placeholder={env.t('studio.note')} data-testid="studio-note" />
                      <Button type="primary" loading={busy} disabled={problems.length > 0} onClick={() => void publish()} data-testid="studio-publish">
                        {env.t('studio.publish')}
                      </Button>
                    </Space.Compact>
                    {drafts.savedAt && (
                      <Typography.Text type="secondary" data-testid="studio-draft-status">
                        {env.t('studio.draftSavedAt', { time: drafts.savedAt })}
                      </Typography.Text>
                    )}
                  </Space>
                ),
              },
              {
                key: 'form',
                label: env.t('studio.formView'),
                children: syntax ? (
                  <Typography.Text type="secondary">{env.t('studio.formNeedsJson')}</Typography.Text>
                ) : (
                  <SchemaForm schema={kind.schema.root} library={kind.schema.library} value={parsed(env, text).value} onChange={(next) => setText(JSON.stringify(next, null, 2))} />
                ),
              },
              ...(kind.preview
                ? [{
                    key: 'preview',
                    label: env.t('studio.preview'),
                    children: checked === null ? <Typography.Text type="secondary">{env.t('studio.previewWaiting')}</Typography.Text> : kind.preview(checked),
                  }]
                : []),
              {
                key: 'versions',
                label: env.t('studio.versions'),
                disabled: !editing.name,
                children: (
                  <Table<VersionRow>
                    data-testid="studio-versions"
                    size="small"
                    rowKey="version"
                    pagination={false}
                    dataSource={versions}
                    columns={[
                      { title: '#', dataIndex: 'version', width: 60, render: (v: number) => (v === editing.served ? <Tag color="green">{v} · {env.t('studio.current')}</Tag> : v) },
                      { title: env.t('studio.author'), dataIndex: 'author_name', width: 120, render: (v: string | null) => v ?? env.t('studio.builtIn') },
                      { title: env.t('studio.time'), dataIndex: 'created_at', width: 170 },
                      { title: env.t('studio.remark'), render: (_, row) => [systemNote(env, row.note), ...row.changes.filter((c) => !c.kind.endsWith('Index')).map((c) => changeText(env, c))].filter(Boolean).join('；') },
                      {
                        title: '', width: 140,
                        render: (_, row) => row.version !== editing.served && <Button size="small" onClick={() => void rollback(row.version)} data-testid={`studio-rollback-${row.version}`}>{env.t('studio.rollback')}</Button>,
                      },
                    ]}
                  />
                ),
              },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
