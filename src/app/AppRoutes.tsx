import { Spin } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useEnv } from '../../registry';
import { LoginPage } from '../pages/LoginPage';
import { menuRoutes, type MenuRoute } from '../router/menu-routes';
import type { PermNode } from '../session/types';
import { useShell } from './shell-context';

// Everything behind sign-in loads in its own chunks: the sign-in page downloads only what it shows.
const AppLayout = lazy(() => import('../layout/AppLayout').then((m) => ({ default: m.AppLayout })));
const ApprovalListPage = lazy(() => import('../pages/ApprovalListPage').then((m) => ({ default: m.ApprovalListPage })));
const DisabledPage = lazy(() => import('../pages/DisabledPage').then((m) => ({ default: m.DisabledPage })));
const ErrorPage = lazy(() => import('../pages/ErrorPage').then((m) => ({ default: m.ErrorPage })));
const ExternalPage = lazy(() => import('../pages/ExternalPage').then((m) => ({ default: m.ExternalPage })));
const MenuPage = lazy(() => import('../pages/MenuPage').then((m) => ({ default: m.MenuPage })));
const MessagePage = lazy(() => import('../pages/MessagePage').then((m) => ({ default: m.MessagePage })));

/** With a token and no user loaded, fetch the user and perms; on failure sign out (spec 000 §4). */
function RequireSession({ children }: { children: ReactNode }) {
  const { store, actions } = useShell();
  const env = useEnv();
  const session = useSnapshot(store);
  const location = useLocation();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (session.status !== 'loading' || !session.token || session.user) return;
    actions.load().catch(() => {
      actions.clear();
      env.notify.error(env.t('login.verificationFailed'));
      setFailed(true);
    });
  }, [session.status, session.token, session.user, actions, env]);
  if (session.status === 'anonymous' || failed) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={back === '/' || back === '/message' ? '/login' : `/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  if (session.status !== 'ready') return <Spin fullscreen />;
  return <>{children}</>;
}

function MenuRouteElement({ route }: { route: MenuRoute }) {
  switch (route.kind) {
    case 'disabled':
      return <DisabledPage menu={route.menu} />;
    case 'external':
      return <ExternalPage menu={route.menu} />;
    case 'page':
      return <MenuPage key={route.menu.id} menu={route.menu} />;
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
  return (
    <Suspense fallback={<Spin fullscreen />}>
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/logout" element={<LogoutRoute />} />
      <Route path="/404" element={<ErrorPage />} />
      <Route
        element={
          <RequireSession>
            <AppLayout />
          </RequireSession>
        }
      >
        <Route index element={<Navigate to="/message" replace />} />
        <Route path="message" element={<MessagePage />} />
        <Route path="dashboard" element={<MessagePage home />} />
        <Route path="mobileApproveList" element={<ApprovalListPage />} />
        <Route path="redirect/*" element={<RedirectRoute />} />
        {routes.map((route) => (
          <Route
            key={route.menu.id}
            path={route.kind === 'external' ? `${route.path}/*` : route.path}
            element={<MenuRouteElement route={route} />}
          />
        ))}
        <Route path="*" element={<ErrorPage embedded />} />
      </Route>
    </Routes>
    </Suspense>
  );
}

function LogoutRoute() {
  const { actions } = useShell();
  const [done, setDone] = useState(false);
  useEffect(() => {
    void actions.logout().finally(() => setDone(true));
  }, [actions]);
  return done ? <Navigate to="/login" replace /> : <Spin fullscreen />;
}
