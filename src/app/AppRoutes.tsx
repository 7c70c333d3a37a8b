import { Spin } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useEnv } from '../../registry';
import { LoginPage } from '../pages/LoginPage';
import { KeptRoute } from '../layout/keep-alive';
import { SSO_ROUTES } from './routes/sso-routes';
import { APPROVE_PAGES, approveRoutes, menuRoutes, wrappedRoute, type MenuRoute } from '../router/menu-routes';
import type { PermNode } from '../session/types';
import { writeCookie } from '../session/cookies';
import { NoPermissionsError } from '../session/session';
import { loadAppLayout, loadMenuPage, preloadLayoutChunks } from '../layout/route-chunks';
import { useShell } from '../shell/shell-context';
import { BootFirstRows } from './BootFirstRows';
import { endBootOpening } from '../pages/boot-opening';

// Everything behind sign-in loads in its own chunks: the sign-in page downloads only what it shows.
const AppLayout = lazy(() => loadAppLayout().then((m) => ({ default: m.AppLayout })));
const ApprovalListPage = lazy(() => import('../pages/ApprovalListPage').then((m) => ({ default: m.ApprovalListPage })));
const DisabledPage = lazy(() => import('../pages/DisabledPage').then((m) => ({ default: m.DisabledPage })));
const ErrorPage = lazy(() => import('../pages/ErrorPage').then((m) => ({ default: m.ErrorPage })));
const ExternalPage = lazy(() => import('../pages/ExternalPage').then((m) => ({ default: m.ExternalPage })));
const FindPasswordPage = lazy(() => import('../pages/account/FindPasswordPage').then((m) => ({ default: m.FindPasswordPage })));
const MenuPage = lazy(() => loadMenuPage().then((m) => ({ default: m.MenuPage })));
const MessagePage = lazy(() => import('../pages/MessagePage').then((m) => ({ default: m.MessagePage })));
const RecordShowPage = lazy(() => import('../pages/base/RecordShowPage').then((m) => ({ default: m.RecordShowPage })));
const MobileOfficePage = lazy(() => import('../pages/base/MobileOfficePage').then((m) => ({ default: m.MobileOfficePage })));
const WorkflowRecordPage = lazy(() => import('../pages/base/WorkflowRecordPage').then((m) => ({ default: m.WorkflowRecordPage })));
const ComponentsTestPage = lazy(() => import('../pages/base/ComponentsTestPage').then((m) => ({ default: m.ComponentsTestPage })));
const StudioPage = lazy(() => import('../pages/studio/StudioPage').then((m) => ({ default: m.StudioPage })));
const DashboardPage = lazy(() => import('../pages/DashboardPage').then((m) => ({ default: m.DashboardPage })));

/** With a token and no user loaded, fetch the user and perms; on failure sign out (spec 000 §4). */
function RequireSession({ children }: { children: ReactNode }) {
  const { store, actions } = useShell();
  const env = useEnv();
  const session = useSnapshot(store);
  const location = useLocation();
  const [failed, setFailed] = useState<'verification' | 'permissions' | null>(null);
  useEffect(() => {
    if (session.status !== 'loading' || !session.token || session.user) return;
    actions.load().catch((error: unknown) => {
      actions.clear();
      // A failed info or status call: "Verification failed", then / (spec 000 §8); info without
      // permissions: the server's message, then the sign-in page.
      const noPermissions = error instanceof NoPermissionsError;
      env.notify.error(noPermissions && error.message ? error.message : env.t('login.verificationFailed'));
      setFailed(noPermissions ? 'permissions' : 'verification');
    });
    preloadLayoutChunks();
  }, [session.status, session.token, session.user, actions, env]);
  // Once the session is ready, the cold start's first rows are not shown again (a position switch loads anew).
  useEffect(() => {
    if (session.status === 'ready') endBootOpening();
  }, [session.status]);
  if (failed === 'verification' && location.pathname !== '/') return <Navigate to="/" replace />;
  if (session.status === 'anonymous' || failed) {
    const back = `${location.pathname}${location.search}`;
    return <ToLogin back={back} />;
  }
  // While the session loads, and while the layout's code comes: a list page's first rows on a cold start.
  if (session.status !== 'ready') return <BootFirstRows />;
  return <Suspense fallback={<BootFirstRows />}>{children}</Suspense>;
}

/** To the sign-in page, remembering where the user was going (?redirect and the beforeLogin cookie, §9). */
function ToLogin({ back }: { back: string }) {
  useEffect(() => {
    if (back !== '/' && back !== '/message') writeCookie('beforeLogin', back, 1);
  }, [back]);
  return <Navigate to={back === '/' || back === '/message' ? '/login' : `/login?redirect=${encodeURIComponent(back)}`} replace />;
}

function MenuRouteElement({ route }: { route: MenuRoute }) {
  switch (route.kind) {
    case 'disabled':
      return <DisabledPage menu={route.menu} />;
    case 'external':
      return <ExternalPage menu={route.menu} />;
    case 'builtin':
      return <StudioPage />;
    case 'page':
      return route.menu.keep_alive === 1 ? <KeptRoute menu={route.menu} /> : <MenuPage key={route.menu.id} menu={route.menu} meta={route.meta} />;
  }
}

/** redirect/:path* goes to /:path (keeping the query), as route refreshes do. */
function RedirectRoute() {
  const params = useParams();
  const location = useLocation();
  return <Navigate to={`/${params['*'] ?? ''}${location.search}`} replace />;
}

export function AppRoutes() {
  const { store } = useShell();
  const session = useSnapshot(store);
  // The snapshot's perms change identity exactly when the tree is replaced.
  const perms = session.perms as readonly PermNode[];
  const routes = useMemo(() => menuRoutes(perms), [perms]);
  const approve = useMemo(() => approveRoutes(routes), [routes]);
  return (
    <Suspense fallback={<Spin fullscreen />}>
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/logout" element={<LogoutRoute />} />
      <Route path="/account/findpasswd" element={<FindPasswordPage />} />
      <Route path="/404" element={<ErrorPage />} />
      {SSO_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={route.element} />
      ))}
      {import.meta.env.DEV && <Route path="/components_test" element={<ComponentsTestPage />} />}
      {/* Signed in, without the layout: the office preview and the wrapper of embedded pages. */}
      <Route path="/mobileOffice" element={<RequireSession><MobileOfficePage /></RequireSession>} />
      <Route path="/wrap/*" element={<RequireSession><WrapPage routes={routes} /></RequireSession>} />
      <Route
        element={
          <RequireSession>
            <AppLayout />
          </RequireSession>
        }
      >
        {/* The root lands on the dashboard form page (spec 000 §2.3: /message from the root with no query). */}
        <Route index element={<Navigate to="/bigData/formwork/index" replace />} />
        <Route path="bigData/formwork/index" element={<DashboardPage />} />
        <Route path="message" element={<MessagePage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="mobileApproveList" element={<ApprovalListPage />} />
        <Route path="redirect/*" element={<RedirectRoute />} />
        <Route path="workflow/detail/:dataId" element={<WorkflowRecordPage mode="detail" />} />
        <Route path="workflow/view/:dataId" element={<WorkflowRecordPage mode="view" />} />
        <Route path="approve" element={<ApprovalListPage />} />
        {APPROVE_PAGES.map((page) => (
          <Route key={page.path} path={`approve/${page.path}`} element={<RecordShowPage resource={page.resource} title={page.path} approve />} />
        ))}
        {approve.map((route) => (
          <Route key={`approve-${route.menu.id}`} path={route.path} element={<MenuRouteElement route={route} />} />
        ))}
        {routes.map((route) => (
          <Route
            key={route.menu.id}
            path={route.kind === 'external' ? `${route.path}/*` : route.path}
            element={<MenuRouteElement route={route} />}
          />
        ))}
        <Route path="*" element={<NotFoundRedirect />} />
      </Route>
    </Routes>
    </Suspense>
  );
}

/** /wrap/<menu path>: a menu's page on its own, without the layout (spec 000 §2.1, e.g. /wrap/finance/plan/secondshow). */
function WrapPage({ routes }: { routes: readonly MenuRoute[] }) {
  const params = useParams();
  const route = wrappedRoute(routes, params['*'] ?? '');
  if (!route) return <NotFoundRedirect />;
  return (
    <div data-testid="wrap-page" style={{ padding: 16 }}>
      {/* No layout, so nothing to keep alive in: the page itself. */}
      {route.kind === 'page' ? <MenuPage menu={route.menu} meta={route.meta} /> : <MenuRouteElement route={route} />}
    </div>
  );
}

/** An address no route knows: the no-access page, with the address asked for (spec 000 §2.3). */
function NotFoundRedirect() {
  const location = useLocation();
  const address = `${location.pathname}${location.search}`;
  return <Navigate to={`/404?_error_type=1&_error_url=${encodeURIComponent(address)}`} replace />;
}

function LogoutRoute() {
  const { actions } = useShell();
  const [done, setDone] = useState(false);
  useEffect(() => {
    void actions.logout().finally(() => setDone(true));
  }, [actions]);
  return done ? <Navigate to="/login" replace /> : <Spin fullscreen />;
}
