import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { useRouteLoading } from './use-layout-state';

/**
 * The content with the loading flag a route change shows for ROUTE_LOADING_MS (spec 000 §2.3), as a mask over it.
 * The mask lies beside the page rather than around it: antd's Spin around the content put a class on the page's
 * ancestor, and taking it off made the browser compute the styles of the whole page again (a long frame just as
 * a list page had opened; bench/page-open).
 */
export function RouteLoading({ children }: { children: ReactNode }) {
  const loading = useRouteLoading();
  return (
    <div style={{ position: 'relative' }}>
      {children}
      {/* Above the page and a list's first-rows cover (FirstRowsStage). */}
      {loading && (
        <div
          data-testid="route-loading"
          aria-busy="true"
          style={{ position: 'absolute', inset: 0, zIndex: 11, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', paddingTop: 120, background: 'rgba(255, 255, 255, 0.5)' }}
        >
          <Spin />
        </div>
      )}
    </div>
  );
}
