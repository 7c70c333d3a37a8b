import { Alert, Card, Spin } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { EnvProvider, failureText, pickLabel, RenderSchema, useEnv, type RouteMeta } from '../../registry';
import { isListMenu, isRecordMenu } from '../../rules/menu-kind';
import type { PageSchema } from '../../rules/page-schema';
import { useShell } from '../shell/shell-context';
import type { PermNode } from '../session/types';
import { routeMetaOf } from '../router/menu-routes';
import { routeEnv } from './route-env';
import { recordResource } from './base/record-menus';
import { loadCompiledPage, menuPageKey } from './compiled-page-load';
import { preloadRenderers, rememberedPageTypes } from './page-preload';
import { locationParams } from '../../renderers/core/url-query';
import { arrivedFirstRows, openingFirstRows, startPageOpening, type FirstRowsData } from './page-opening';
import { FirstRowsCard, FirstRowsStage } from './FirstRowsStage';
import { keepOpening } from './boot-opening';

// The sidebar starts a page's calls through this chunk, which it has loaded by then (route-chunks).
export { startPageOpening };

// Loaded when a record page is opened (it shows forms through MenuPage itself, so not a static import).
const RecordShowPage = lazy(() => import('./base/RecordShowPage').then((m) => ({ default: m.RecordShowPage })));

/** Whether two compiled pages are the same page (the server's answer against the one kept). */
const sameSchema = (a: PageSchema, b: PageSchema): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

type State = { kind: 'loading' } | { kind: 'ready'; schema: PageSchema } | { kind: 'broken'; problems: string[] } | { kind: 'failed'; text: string };

/**
 * A menu leaf's page: a record page (page_type 3) shows one record of its resource; any other leaf is
 * compiled into a page schema. Its renderers are told the meta of the route it is shown under (env.routeMeta):
 * `meta` when the route gives it (an approval page under /approve), else the menu's own.
 */
export function MenuPage({ menu, meta }: { menu: PermNode; meta?: RouteMeta }) {
  const env = useEnv();
  const pageEnv = routeEnv(env, meta ?? routeMetaOf(menu));
  if (!isRecordMenu(menu)) {
    return (
      <EnvProvider env={pageEnv}>
        <SchemaPage menu={menu} />
      </EnvProvider>
    );
  }
  const resource = recordResource(menu);
  if (!resource) return <BrokenConfig problems={[`menu ${menu.id} func_config.resource must name a resource, like /api/crm/sales_lead`]} />;
  return (
    <EnvProvider env={pageEnv}>
      <Suspense fallback={<Card><Spin /></Card>}>
        <RecordShowPage resource={resource} title={pickLabel(env.language, menu.name, menu.name_en)} />
      </Suspense>
    </EnvProvider>
  );
}

/** The configuration problems that keep a page from being shown, each named. */
function BrokenConfig({ problems }: { problems: readonly string[] }) {
  const env = useEnv();
  return (
    <Alert
      data-testid="schema-error"
      type="error"
      showIcon
      message={env.t('errors.brokenConfig')}
      description={
        <ul style={{ margin: 0 }}>
          {problems.map((p) => (
            <li key={p}>
              <code>{p}</code>
            </li>
          ))}
        </ul>
      }
    />
  );
}

/** A list, form or dashboard leaf: its page as the server compiled and checked it, rendered by type. */
function SchemaPage({ menu }: { menu: PermNode }) {
  const env = useEnv();
  const shell = useShell();
  const { pages, store, loadListTexts, listTextsReady } = shell;
  const session = useSnapshot(store);
  const key = menuPageKey(session, menu.id, env.language);
  const cached = pages.get(key);
  // As the page opens (in render, before any child's effect asks): its renderers' code, and
  // the calls its list page makes besides the remote fields, all at once instead of each after the last.
  useState(() => {
    // A sidebar click started them already; on a reload or a link they start here (a second start sends nothing).
    void startPageOpening({ prefetch: shell.prefetch, session: store, language: env.language }, menu, env.routeQuery?.() ?? locationParams());
    // What a cold start of this address needs to start the same calls before the session has loaded.
    if (isListMenu(menu)) keepOpening(window.location.pathname, menu, store);
    // The renderers' chunks the page used last time, a task later, once the calls have gone out: asked first, the
    // calls would queue behind them (a browser opens six connections to a host) and the first rows wait for the chunks.
    window.setTimeout(() => void preloadRenderers({ registry: env.registry, loadListTexts }, rememberedPageTypes(menu.id, env.registry)), 0);
  });
  const [state, setState] = useState<State>(cached && listTextsReady() ? { kind: 'ready', schema: cached } : { kind: 'loading' });
  // A list's first rows, drawn as soon as its opening calls are in, while the page is still to render.
  const [first, setFirst] = useState<FirstRowsData | null>(() => arrivedFirstRows(shell.prefetch, menu, env.routeQuery?.() ?? locationParams()) ?? null);
  const loading = state.kind === 'loading';
  useEffect(() => {
    if (!loading) return undefined;
    let live = true;
    void openingFirstRows(shell.prefetch, menu, env.routeQuery?.() ?? locationParams())?.then((rows) => live && rows && setFirst(rows));
    return () => {
      live = false;
    };
  }, [loading, shell.prefetch, menu, env]);

  useEffect(() => {
    let live = true;
    const hit = pages.get(key);
    if (!hit) setState({ kind: 'loading' });
    else if (listTextsReady()) setState({ kind: 'ready', schema: hit });
    // A page compiled before a language switch: its texts may need loading into the new instance.
    else void loadListTexts().then(() => live && setState({ kind: 'ready', schema: hit }));
    // Asked even when kept (the opening under way answers it): the server's page is the truth, and one kept from
    // an earlier visit (seen before a publish) is replaced when it differs.
    loadCompiledPage(env, { pages, loadListTexts }, menu, key).then(
      (loaded) => {
        if (!live) return;
        if ('problems' in loaded) setState({ kind: 'broken', problems: loaded.problems });
        // Rendered at once, not as a transition: the page's opening calls were answered together (page/open), so
        // nothing is gained by yielding between components (bench/page-open, sidebar click: 445 → 377 ms).
        else if (!hit || !sameSchema(hit, loaded.schema)) setState({ kind: 'ready', schema: loaded.schema });
      },
      (error: unknown) => live && !hit && setState({ kind: 'failed', text: failureText(env.t, error, 'errors.loadFailed') }),
    );
    return () => {
      live = false;
    };
  }, [key, menu, env, pages, loadListTexts, listTextsReady]);

  switch (state.kind) {
    case 'loading':
      return first ? (
        <FirstRowsCard data={first} menuId={menu.id} />
      ) : (
        <Card>
          <Spin />
        </Card>
      );
    case 'failed':
      return <Alert data-testid="page-error" type="error" showIcon message={state.text} />;
    case 'broken':
      return <BrokenConfig problems={state.problems} />;
    case 'ready':
      return (
        <FirstRowsStage first={first} menuId={menu.id}>
          <RenderSchema schema={state.schema} />
        </FirstRowsStage>
      );
  }
}
