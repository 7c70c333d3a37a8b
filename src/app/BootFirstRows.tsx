import { Layout, Spin } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { bootOpening, loadedFirstRowsStage } from '../pages/boot-opening';
import type { FirstRowsData } from '../pages/page-opening';
import { readCookie } from '../session/cookies';
import { layoutClass } from '../session/front-flags';

const FirstRowsCard = lazy(() => import('../pages/FirstRowsStage').then((m) => ({ default: m.FirstRowsCard })));

/** Under this width the layout has no sidebar (a drawer behind a menu button). */
const PHONE_WIDTH = 768;

/**
 * What a cold start at a list page shows while the session loads: the page's first rows, from the opening
 * started beside the session's calls, in the layout's frame (an empty sidebar and header, the layout's padding),
 * so the layout and then the page take their place where they stand. A spinner until they come, or without them.
 */
export function BootFirstRows() {
  const [boot] = useState(() => bootOpening(window.location.pathname));
  const [data, setData] = useState<FirstRowsData | null>(() => boot?.arrived ?? null);
  useEffect(() => {
    let live = true;
    void boot?.rows.then((rows) => live && setData(rows));
    return () => {
      live = false;
    };
  }, [boot]);
  if (!boot || !data) return <Spin fullscreen />;
  const phone = window.innerWidth < PHONE_WIDTH;
  const Card = loadedFirstRowsStage()?.FirstRowsCard ?? FirstRowsCard;
  return (
    <Layout className={layoutClass(boot.front)} style={{ minHeight: '100vh' }} data-testid="boot-first-rows">
      {!phone && (
        <Layout.Sider className="hkwl-sider" width={220} collapsed={readCookie('sidebarStatus') === '1'}>
          <div className="hkwl-logo" />
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header className="hkwl-header" style={{ background: '#fff' }} />
        <Layout.Content style={{ padding: phone ? 8 : 16, minWidth: 0 }}>
          <Suspense fallback={null}>
            <Card data={data} menuId={boot.menuId} />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
