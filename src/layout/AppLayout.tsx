import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout, Spin } from 'antd';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loadMenuPage } from './route-chunks';
import { useShell } from '../shell/shell-context';
import { InAppLink, useEnv } from '../../registry';
import { sidebarEntries } from '../router/menu-routes';
import type { PermNode } from '../session/types';
import { useMenuPreload } from './use-menu-preload';
import { ListWarmup } from './ListWarmup';
import { useSidebarIntent, useSidebarOpen, useSidebarOpening } from './use-sidebar-open';
import { useRealtime } from '../shell/use-realtime';
import { useJobNotices } from '../shell/job-notices';
import { useVersionCheck } from '../shell/use-version-check';
import { documentKey } from '../router/document-key';
import { useRouteQuery, useRouteQueryGuard } from '../router/use-route-query';
import { layoutClass } from '../session/front-flags';
import { HeaderActions } from './HeaderActions';
import { KeepAliveHost } from './keep-alive';
import { RouteLoading } from './RouteLoading';
import { useContentFullscreen, useSidebarStatus } from './use-layout-state';
import { useLayoutRefresh } from './use-layout-refresh';
import { useShellShortcuts } from './use-shell-shortcuts';
import { Sidebar } from './Sidebar';
import { usePhone } from '../shell/use-phone';
import { useChromeAfterPage } from './use-chrome-after-page';

/** The phone's menu drawer: the sidebar's width and a little more for the names. */
const DRAWER_WIDTH = 260;

const MenuPage = lazy(() => loadMenuPage().then((m) => ({ default: m.MenuPage })));

/** The sidebar's place while its menu is not drawn yet (useChromeAfterPage): its width, its logo's height. */
function SidebarFrame({ collapsed }: { collapsed: boolean }) {
  return (
    <Layout.Sider className="hkwl-sider" width={220} collapsed={collapsed}>
      <div className="hkwl-logo" />
    </Layout.Sider>
  );
}

/** Sidebar from the permission tree, header with positions, language and sign-out. */
export function AppLayout() {
  const { store, actions } = useShell();
  const env = useEnv();
  const session = useSnapshot(store);
  const location = useLocation();
  const perms = session.perms as readonly PermNode[];
  const entries = useMemo(() => sidebarEntries(perms, env.language), [perms, env.language]);
  const onVersion = useVersionCheck(session.configVersion);
  const onJob = useJobNotices();
  const onPerms = useCallback(() => void actions.reloadPerms().catch(() => undefined), [actions]);
  useRealtime(store, onVersion, onJob, onPerms);
  const listsLoaded = useMenuPreload(perms);
  useRouteQueryGuard();
  const query = useRouteQuery();
  const [collapsed, setCollapsed] = useSidebarStatus();
  const [fullscreen, setFullscreen] = useContentFullscreen();
  // Under 768 px the sidebar is a drawer behind a menu button and the header keeps only what fits.
  const phone = usePhone();
  const [menuOpen, setMenuOpen] = useState(false);
  const openPage = useSidebarOpen(perms, () => setMenuOpen(false));
  const intendPage = useSidebarIntent(perms);
  const opening = useSidebarOpening(location);
  // nolayout=1, or from_app_id (another application embeds this page): the page alone (spec 000 §2.3).
  const bare = query.get('nolayout') === '1' || query.has('from_app_id') || fullscreen;
  // What shapes the content's room: a change of any re-measures the page a moment later (spec 000 §9).
  useLayoutRefresh(`${collapsed}|${bare}|${phone}|${env.language}|${session.user?.position_org_id ?? ''}`);
  const chrome = useChromeAfterPage();
  // `/` jumps to a page by its name, `g` then `m` opens the messages, `?` lists them all (shell-shortcuts.ts).
  const shortcuts = useShellShortcuts({ entries, onOpen: openPage, enabled: !bare && !phone });
  const content = (
    <RouteLoading>
      <Suspense fallback={<Spin />}>
        {/* Keyed by path, document and sidebar opening: a route change, another document on the same path (an
            approval page's after_action next), or a sidebar click rebuilds the view (and its tooltips go with it). */}
        <Outlet key={`${location.pathname}|${documentKey(query)}|${opening}`} />
      </Suspense>
    </RouteLoading>
  );
  const body = (
    <KeepAliveHost
      render={(menu) => (
        <Suspense fallback={<Spin />}>
          <MenuPage menu={menu} />
        </Suspense>
      )}
    >
      {content}
    </KeepAliveHost>
  );
  if (bare) {
    return (
      <div className={layoutClass(session.front)} style={{ padding: fullscreen ? 16 : 0, minHeight: '100vh' }} data-testid={fullscreen ? 'content-fullscreen' : 'no-layout'}>
        {body}
      </div>
    );
  }

  const sidebar = (inDrawer: boolean) => (
    <Sidebar
      title={env.t('app.title')}
      entries={entries}
      pathname={location.pathname}
      collapsed={collapsed}
      onCollapse={setCollapsed}
      disabledHint={env.t('errors.disabled')}
      inDrawer={inDrawer}
      // The logo is the way home (issue 41 item 9).
      logo={
        <InAppLink env={env} to="/" className="hkwl-logo" testId="home-link" title={env.t('app.homeLink')}>
          {env.t('app.title')}
        </InAppLink>
      }
      // A form with unsaved input asks first (spec 001 §4 dirty form); the drawer closes on the way.
      onOpen={openPage}
      // A pointer resting on a page's entry, or pressed on it, starts its calls before the click.
      onIntent={intendPage}
    />
  );

  return (
    // The layout style of the front configuration (spec 000 §1: iccec) picks the look: styles.css.
    <Layout className={`${layoutClass(session.front)}${phone ? ' hkwl-phone' : ''}`} data-testid="app-layout" style={{ minHeight: '100vh' }}>
      {!phone && (chrome ? sidebar(false) : <SidebarFrame collapsed={collapsed} />)}
      {listsLoaded && <ListWarmup />}
      {shortcuts.view}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header className="hkwl-header" style={{ background: '#fff', padding: phone ? '0 8px' : '0 16px', display: 'flex', alignItems: 'center', gap: 8 }}>
          {phone && (
            <>
              <Button type="text" aria-label={env.t('app.menu')} aria-expanded={menuOpen} icon={<MenuOutlined />} onClick={() => setMenuOpen(true)} data-testid="menu-button" />
              <InAppLink env={env} to="/" className="hkwl-header-title" testId="home-link" title={env.t('app.homeLink')}>
                {env.t('app.title')}
              </InAppLink>
            </>
          )}
          {chrome && <HeaderActions phone={phone} onHelp={shortcuts.showHelp} onFullscreen={() => setFullscreen(true)} />}
        </Layout.Header>
        <Layout.Content style={{ padding: phone ? 8 : 16, minWidth: 0 }}>{body}</Layout.Content>
      </Layout>
      {phone && (
        <Drawer
          placement="left"
          width={DRAWER_WIDTH}
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          closable={false}
          rootClassName={layoutClass(session.front)}
          styles={{ body: { padding: 0 } }}
          data-testid="menu-drawer"
        >
          {sidebar(true)}
        </Drawer>
      )}
    </Layout>
  );
}
