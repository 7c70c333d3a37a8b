import { Alert, Card, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { ListPageSchema } from '../../schemas/generated/list-page';
import { RenderSchema } from '../../registry';
import { useShell } from '../app/shell-context';
import { useEnv } from '../env/context';
import { compileListPage, type RemoteField } from './compile/compile-list-page';
import { SchemaError } from './compile/validate-schema';
import type { PermNode } from '../session/types';

type State = { kind: 'loading' } | { kind: 'ready'; schema: ListPageSchema } | { kind: 'broken'; problems: string[] } | { kind: 'failed' };

/** A menu leaf's page: its remote fields fetched, compiled into a page schema, validated, rendered by type. */
export function MenuPage({ menu }: { menu: PermNode }) {
  const env = useEnv();
  const { pages, store } = useShell();
  const cached = pages.get(menu.id);
  const [state, setState] = useState<State>(cached ? { kind: 'ready', schema: cached } : { kind: 'loading' });

  useEffect(() => {
    if (pages.has(menu.id)) return;
    let live = true;
    const fields = menu.use_remote_field
      ? env.request<{ data: RemoteField[] }>(menu.remote_fields_url, {
          query: { perms_id: menu.id, org_id: store.user?.org_id, page: 1, limit: 9999, sort: 'desc' },
        })
      : Promise.resolve({ data: [] });
    fields.then(
      ({ data }) => {
        if (!live) return;
        try {
          const schema = compileListPage(menu, data, env.language);
          pages.set(menu.id, schema);
          setState({ kind: 'ready', schema });
        } catch (error) {
          setState(error instanceof SchemaError ? { kind: 'broken', problems: error.problems } : { kind: 'failed' });
        }
      },
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [menu, env, pages, store]);

  switch (state.kind) {
    case 'loading':
      return <Card><Spin /></Card>;
    case 'failed':
      return <Alert type="error" showIcon message={env.t('errors.loadFailed')} />;
    case 'broken':
      return (
        <Alert
          data-testid="schema-error"
          type="error"
          showIcon
          message={env.t('errors.brokenConfig')}
          description={<ul style={{ margin: 0 }}>{state.problems.map((p) => <li key={p}><code>{p}</code></li>)}</ul>}
        />
      );
    case 'ready':
      return <RenderSchema schema={state.schema} />;
  }
}
