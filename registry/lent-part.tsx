import { Alert, Spin } from 'antd';
import { Suspense, type ComponentType } from 'react';
import { useEnv } from './env-context';

/**
 * A component that renders what some renderer lends as `name` (RendererDefinition.parts), found in the env's
 * registry when it renders: how one renderer composes another's part without importing its folder. Its props
 * are declared in renderers/core, where both sides meet. A name no renderer lends shows where the part was asked for.
 */
export function lentPart<P extends object>(name: string): ComponentType<P> {
  function LentPart(props: P) {
    const env = useEnv();
    const Part = env.registry.part(name);
    if (!Part) return <Alert data-testid="node-error" type="error" showIcon message={env.t('errors.unknownRenderer')} description={<code>{name}</code>} />;
    return (
      <Suspense fallback={<Spin />}>
        <Part {...props} />
      </Suspense>
    );
  }
  LentPart.displayName = `LentPart(${name})`;
  return LentPart;
}
