import { Alert, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { ApiCodeError, EnvProvider, RenderSchema, useEnv, type RendererEnv, type RequestOptions } from '../../../registry';
import { createPageValidator } from '../../../registry/validate-page';
import type { PageDefinition } from '../../../schemas/generated/page-definition';
import type { ResourceRow } from '../../../schemas/generated/studio';
import { useShell } from '../../shell/shell-context';
import { compileDashboardPage, isDashboardMenu } from '../../../rules/page-compile/compile-dashboard-page';
import { compileFormPage, isFormMenu } from '../../../rules/page-compile/compile-form-page';
import { orgIds } from '../../../rules/page-compile/compile-list-extras';
import { compileListPage } from '../../../rules/page-compile/compile-list-page';
import type { PageSchema } from '../../../rules/page-compile/page-schema';
import { PREVIEW_MENU_ID, definitionMenu } from '../../../rules/page-compile/definition-menu';

/** Calls a preview may make: reads. A write would change real data from a page nobody published. */
function isRead(url: string, method: string | undefined): boolean {
  return (method ?? 'GET') === 'GET' || /\/(index|export)$/.test(url);
}

/**
 * The env a preview renders with: the real one, reading real data in the author's own grants (a page not yet
 * published has no menu, so its calls go without one), refusing writes and staying on the studio page.
 */
function previewEnv(env: RendererEnv): RendererEnv {
  const withoutDraftMenu = (query: Record<string, unknown> | undefined) => {
    if (!query || query.perms_id !== PREVIEW_MENU_ID) return query;
    const rest = { ...query };
    delete rest.perms_id;
    return rest;
  };
  return {
    ...env,
    request: <T,>(url: string, options: RequestOptions = {}): Promise<T> => {
      if (!isRead(url, options.method)) {
        env.notify.warning(env.t('studio.previewReadOnly'));
        return Promise.reject(new Error('preview'));
      }
      const answer = env.request<T>(url, { ...options, query: withoutDraftMenu(options.query), messageHide: true });
      // A page over a resource no published menu lists yet: the author holds no grant to read it, so the list shows
      // empty (its columns, search and toolbar are what the preview is for).
      return /\/index$/.test(url) ? answer.catch((error: unknown) => (error instanceof ApiCodeError && error.code === 4403 ? ({ data: [], total: 0 } as T) : Promise.reject(error))) : answer;
    },
    upload: undefined,
    navigate: () => env.notify.warning(env.t('studio.previewNoNavigation')),
    arrived: undefined,
    routeQuery: () => new URLSearchParams(),
    guardLeave: undefined,
    can: () => true,
  };
}

type State = { kind: 'loading' } | { kind: 'ready'; schema: PageSchema } | { kind: 'broken'; problems: string[] };

/**
 * A page definition rendered as it will be once published (issue 23): the same menu node the server will write,
 * through the browser's own page compiler and validator and the real renderers, on the real server's data in the
 * author's grants. The draft lives in the author's editor only; nothing is stored until it is published.
 */
export function PagePreview({ page }: { page: PageDefinition }) {
  const env = useEnv();
  const { store } = useShell();
  const [resources, setResources] = useState<ResourceRow[] | null>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const preview = useMemo(() => previewEnv(env), [env]);

  useEffect(() => {
    let live = true;
    env.request<ResourceRow[]>('/api/base/studio/resource/index', { cacheTimer: 10_000 }).then(
      (rows) => live && setResources(rows),
      () => live && setResources([]),
    );
    return () => {
      live = false;
    };
  }, [env]);

  useEffect(() => {
    if (!resources) return;
    let live = true;
    const row = resources.find((r) => r.name === page.menu.resource);
    const { menu, fields } = definitionMenu(page, row ? `/api/${row.module}/${row.name}` : undefined);
    const compiled: string[] = [];
    const schema: PageSchema = isFormMenu(menu)
      ? compileFormPage(menu, env.language)
      : isDashboardMenu(menu)
        ? compileDashboardPage(menu, env.language)
        : compileListPage(menu, fields, env.language, { orgPath: orgIds(store.user?.org_path_id), front: store.front, problems: compiled });
    void createPageValidator(env.registry)
      .problems(schema)
      .then((problems) => {
        if (!live) return;
        const all = [...compiled, ...problems];
        setState(all.length > 0 ? { kind: 'broken', problems: all } : { kind: 'ready', schema });
      });
    return () => {
      live = false;
    };
  }, [page, resources, env, store]);

  if (state.kind === 'loading') return <Spin />;
  if (state.kind === 'broken') {
    return <Alert type="error" showIcon message={env.t('errors.brokenConfig')} description={<ul style={{ margin: 0 }}>{state.problems.map((p) => <li key={p}><code>{p}</code></li>)}</ul>} />;
  }
  return (
    <div data-testid="studio-preview" style={{ border: '1px dashed #d9d9d9', padding: 12, borderRadius: 8 }}>
      <EnvProvider env={preview}>
        <RenderSchema schema={state.schema} />
      </EnvProvider>
    </div>
  );
}
