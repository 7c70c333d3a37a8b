import { Alert, Spin } from 'antd';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { useEnv } from './env-context';

interface NodeErrorProps {
  path: string;
  type: string;
  title: string;
  children: ReactNode;
}

/** One per schema node: a renderer that throws shows where and what, and the rest of the page keeps working. */
class NodeErrorBoundary extends Component<NodeErrorProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <NodeError title={this.props.title} path={this.props.path} type={this.props.type} detail={error.message} />;
  }
}

function NodeError({ title, path, type, detail }: { title: string; path: string; type: string; detail?: string }) {
  return (
    <Alert
      data-testid="node-error"
      type="error"
      showIcon
      message={title}
      description={
        <>
          <code>{path || '/'}</code> type <code>{JSON.stringify(type)}</code>
          {detail ? <div>{detail}</div> : null}
        </>
      }
    />
  );
}

/**
 * Renders a schema node by its `type` through the env's registry, at JSON path `path` (the root is '').
 * An unknown type or a renderer that throws shows the path and the type in place of the node.
 */
export function RenderSchema<S extends { type: string }>({ schema, path = '' }: { schema: S; path?: string }) {
  const env = useEnv();
  // The page's root asks for every renderer it will need at once, when it first renders.
  useState(() => {
    if (path === '') void env.registry.preload(schema);
  });
  const Renderer = env.registry.resolve(schema.type);
  if (!Renderer) return <NodeError title={env.t('errors.unknownRenderer')} path={path} type={schema.type} />;
  return (
    <NodeErrorBoundary key={`${path}:${schema.type}`} title={env.t('errors.rendererFailed')} path={path} type={schema.type}>
      <Suspense fallback={<Spin />}>
        <Renderer schema={schema} path={path} />
      </Suspense>
    </NodeErrorBoundary>
  );
}

/** Renders the `children` of a node, each at its own path. */
export function RenderChildren({ nodes, path }: { nodes: readonly { type: string }[]; path: string }) {
  return (
    <>
      {nodes.map((node, index) => (
        <RenderSchema key={`${index}:${node.type}`} schema={node} path={`${path}/children/${index}`} />
      ))}
    </>
  );
}
