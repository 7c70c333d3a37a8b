import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { PermNode } from '../session/types';

interface KeepAlive {
  /** The kept menu whose route is showing, or null. */
  show(menu: PermNode | null): void;
}

const KeepAliveContext = createContext<KeepAlive | null>(null);

/**
 * Pages of menus with keep_alive stay mounted once visited (hidden while another page shows), so coming
 * back finds them as they were: page, sort, filter, scroll. Other pages are rebuilt on every visit.
 */
export function KeepAliveHost({ render, children }: { render(menu: PermNode): ReactNode; children: ReactNode }) {
  const [kept, setKept] = useState<PermNode[]>([]);
  const [active, setActive] = useState<number | null>(null);
  const [api] = useState<KeepAlive>(() => ({
    show(menu) {
      setActive(menu?.id ?? null);
      if (menu) setKept((list) => (list.some((m) => m.id === menu.id) ? list : [...list, menu]));
    },
  }));
  return (
    <KeepAliveContext.Provider value={api}>
      {children}
      {kept.map((menu) => (
        <div key={menu.id} hidden={active !== menu.id} data-testid={`kept-${menu.id}`}>
          {render(menu)}
        </div>
      ))}
    </KeepAliveContext.Provider>
  );
}

/** The route element of a kept menu: it shows the kept page while mounted and hides it when left. */
export function KeptRoute({ menu }: { menu: PermNode }) {
  const host = useContext(KeepAliveContext);
  useEffect(() => {
    host?.show(menu);
    return () => host?.show(null);
  }, [host, menu]);
  return null;
}
