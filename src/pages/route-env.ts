import type { RendererEnv, RouteMeta } from '../../registry';

const routeEnvs = new WeakMap<RendererEnv, Map<string, RendererEnv>>();

/**
 * The env of a page shown under a route: the app's, with the route's meta (env.routeMeta). The same object for the
 * same env and meta, so a render React discards and starts again (a chunk still loading below) finds the env it had:
 * a list's first call is kept by env (renderers/list-page/use-list-load.ts), and a new env would ask it twice.
 */
export function routeEnv(env: RendererEnv, meta: RouteMeta): RendererEnv {
  const key = JSON.stringify(meta);
  let byMeta = routeEnvs.get(env);
  if (!byMeta) {
    byMeta = new Map();
    routeEnvs.set(env, byMeta);
  }
  let out = byMeta.get(key);
  if (!out) {
    out = { ...env, routeMeta: meta };
    byMeta.set(key, out);
  }
  return out;
}
