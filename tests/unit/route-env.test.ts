import { describe, expect, it } from 'vitest';
import type { RendererEnv, RouteMeta } from '../../registry';
import { routeEnv } from '../../src/pages/route-env';

const meta = (change: Partial<RouteMeta> = {}): RouteMeta => ({ id: 11, title: '销售合同', isApprove: false, keepAlive: false, hidden: false, ...change });

describe('a page’s env under its route', () => {
  it('carries the route’s meta, and is the same object for the same env and meta (a restarted render finds it)', () => {
    const env = { language: 'zh' } as RendererEnv;
    const page = routeEnv(env, meta());
    expect(page.routeMeta).toEqual(meta());
    expect(page.language).toBe('zh');
    expect(routeEnv(env, meta())).toBe(page);
    expect(routeEnv(env, meta({ isApprove: true })).routeMeta?.isApprove).toBe(true);
    expect(routeEnv(env, meta({ isApprove: true }))).not.toBe(page);
    expect(routeEnv({ language: 'en' } as RendererEnv, meta())).not.toBe(page);
    expect(env.routeMeta).toBeUndefined();
  });
});
