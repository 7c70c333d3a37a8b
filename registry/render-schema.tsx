import { Alert, Spin } from 'antd';
import { Suspense } from 'react';
import { useEnv } from '../src/env/context';

/**
 * Renders a schema node by its `type` through the env's registry. A parent passes the runtime props it
 * controls (rows, loading, ...) in `props`.
 */
export function RenderSchema({ schema, props }: { schema: { type: string }; props?: Record<string, unknown> }) {
  const env = useEnv();
  const Renderer = env.registry.resolve(schema.type);
  if (!Renderer) return <Alert type="error" showIcon message={`${env.t('errors.brokenConfig')}: type "${schema.type}"`} />;
  return (
    <Suspense fallback={<Spin />}>
      <Renderer schema={schema} {...props} />
    </Suspense>
  );
}
