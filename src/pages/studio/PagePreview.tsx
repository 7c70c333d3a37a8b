import { Alert, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { ApiCodeError, EnvProvider, failureText, RenderSchema, useEnv, type RendererEnv, type RequestOptions } from '../../../registry';
import constants from '../../../schemas/constants.json';
import type { CompiledPage } from '../../../schemas/generated/compiled-page';
import type { PageDefinition } from '../../../schemas/generated/page-definition';
import type { PageSchema } from '../../../rules/page-schema';

/** Compiles a page definition not yet published as the server will serve it (server/modules/pages). */
const PREVIEW_URL = '/api/base/page/preview';

/** The menu id a page never published previews under (the server's compile gives it): its calls go without it, in the author's own grants. */
const PREVIEW_MENU_ID = constants.previewMenuId;

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
 * A page definition rendered as it will be once published (issue 23): compiled and checked by the server as it
 * will serve it, drawn by the real renderers on the real server's data in the author's grants. The draft lives in the author's editor only; nothing is stored until it is published.
 */
export function PagePreview({ page }: { page: PageDefinition }) {
  const env = useEnv();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const preview = useMemo(() => previewEnv(env), [env]);

  useEffect(() => {
    let live = true;
    env.request<CompiledPage>(PREVIEW_URL, { method: 'POST', body: { definition: page, language: env.language }, messageHide: true }).then(
      (answer) => live && setState(answer.page ? { kind: 'ready', schema: answer.page as unknown as PageSchema } : { kind: 'broken', problems: answer.problems }),
      (error: unknown) => live && setState({ kind: 'broken', problems: [failureText(env.t, error, 'errors.loadFailed')] }),
    );
    return () => {
      live = false;
    };
  }, [page, env]);

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
