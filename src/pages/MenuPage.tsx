import { Alert, Card, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { failureText, RenderSchema, useEnv } from '../../registry';
import { createPageValidator } from '../../registry/validate-page';
import constants from '../../schemas/constants.json';
import type { PageSchema } from './compile/page-schema';
import { compileFormPage, isFormMenu } from './compile/compile-form-page';
import { useShell } from '../app/shell-context';
import type { PermNode } from '../session/types';
import { compileListPage, pageCacheKey, type RemoteField } from './compile/compile-list-page';
import { orgIds } from './compile/compile-list-extras';

type State = { kind: 'loading' } | { kind: 'ready'; schema: PageSchema } | { kind: 'broken'; problems: string[] } | { kind: 'failed'; text: string };

/** A menu leaf's page: its remote fields fetched, compiled into a page schema, validated, rendered by type. */
export function MenuPage({ menu }: { menu: PermNode }) {
  const env = useEnv();
  const { pages, store, validator, loadListTexts, listTextsReady } = useShell();
  const session = useSnapshot(store);
  const key = pageCacheKey(menu.id, session.user?.position_org_id, env.language, session.configVersion);
  const cached = pages.get(key);
  const [state, setState] = useState<State>(cached && listTextsReady() ? { kind: 'ready', schema: cached } : { kind: 'loading' });

  useEffect(() => {
    const hit = pages.get(key);
    if (hit) {
      // A page compiled before a language switch: its texts may need loading into the new instance.
      if (listTextsReady()) setState({ kind: 'ready', schema: hit });
      else void loadListTexts().then(() => setState({ kind: 'ready', schema: hit }));
      return;
    }
    if (menu.config_errors.length > 0) {
      setState({ kind: 'broken', problems: menu.config_errors.map((e) => `menu ${menu.id} ${e}`) });
      return;
    }
    let live = true;
    setState({ kind: 'loading' });
    const form = isFormMenu(menu);
    const fields = menu.use_remote_field && !form
      ? env.request<{ data: RemoteField[] }>(menu.remote_fields_url, {
          query: { perms_id: menu.id, org_id: store.user?.org_id, page: 1, limit: constants.unpagedLimit, sort: 'desc' },
          // The page shows the failure itself, once.
          messageHide: true,
        })
      : Promise.resolve({ data: [] });
    Promise.all([fields, loadListTexts()]).then(
      async ([{ data }]) => {
        if (!live) return;
        const compiled: string[] = [];
        const schema: PageSchema = form
          ? compileFormPage(menu, env.language)
          : compileListPage(menu, data, env.language, { orgPath: orgIds(store.user?.org_path_id), front: store.front, problems: compiled });
        validator.current ??= createPageValidator(env.registry);
        // The compiler's own findings (an unknown internal link) name the menu, like its config_errors.
        const problems = [...compiled.map((p) => `menu ${menu.id} ${p}`), ...(await validator.current.problems(schema))];
        if (!live) return;
        if (problems.length > 0) {
          setState({ kind: 'broken', problems });
          return;
        }
        pages.set(key, schema);
        setState({ kind: 'ready', schema });
      },
      (error: unknown) => live && setState({ kind: 'failed', text: failureText(env.t, error, 'errors.loadFailed') }),
    );
    return () => {
      live = false;
    };
  }, [key, menu, env, pages, store, validator, loadListTexts, listTextsReady]);

  switch (state.kind) {
    case 'loading':
      return (
        <Card>
          <Spin />
        </Card>
      );
    case 'failed':
      return <Alert data-testid="page-error" type="error" showIcon message={state.text} />;
    case 'broken':
      return (
        <Alert
          data-testid="schema-error"
          type="error"
          showIcon
          message={env.t('errors.brokenConfig')}
          description={
            <ul style={{ margin: 0 }}>
              {state.problems.map((p) => (
                <li key={p}>
                  <code>{p}</code>
                </li>
              ))}
            </ul>
          }
        />
      );
    case 'ready':
      return <RenderSchema schema={state.schema} />;
  }
}
