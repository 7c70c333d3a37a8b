import { Alert, Button, Card, Descriptions, Result, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { fieldType, type FieldFormatOptions } from '../../../fields';
import { EnvProvider, failureText, pickLabel, useEnv, type RendererEnv } from '../../../registry';
import constants from '../../../schemas/constants.json';
import type { FieldType } from '../../../schemas/generated/field-type';
import { useShell } from '../../shell/shell-context';
import { formLabelWidth, usePhone } from '../../shell/use-phone';
import { useGoBack, useRouteQuery } from '../../router/use-route-query';
import { routeMetaOf } from '../../router/menu-routes';
import type { PermNode } from '../../session/types';
import type { RemoteField } from '../../../schemas/generated/remote-field';
import { MenuPage } from '../MenuPage';
import { readOnlyQuery, recordMenus } from './record-menus';

/**
 * A record opened to be read (/approve/tradeCompany/client/show?data_id=...): the resource's declared form,
 * read only (labels, formats, dictionary names, creator and department); a resource without a form shows
 * its list's remote fields, labelled and formatted as the list shows them, never its raw columns. A page
 * whose resource the platform does not serve yet says so. On an approval page (`approve`, or the route's meta says
 * so) the form is shown as one (env.routeMeta.isApprove).
 */
export function RecordShowPage({ resource, title, approve }: { resource: string | null; title: string; approve?: boolean }) {
  const env = useEnv();
  const { store } = useShell();
  const session = useSnapshot(store);
  const perms = session.perms as readonly PermNode[];
  const menus = useMemo(() => (resource ? recordMenus(perms, resource) : {}), [perms, resource]);
  const isApprove = approve ?? env.routeMeta?.isApprove ?? false;
  const formMeta = useMemo(() => (menus.form ? routeMetaOf(menus.form, isApprove) : undefined), [menus.form, isApprove]);
  // The form reads the address through the env: this page's address, read only.
  const readOnlyEnv = useMemo<RendererEnv>(
    () => ({ ...env, routeQuery: () => readOnlyQuery(env.routeQuery?.() ?? new URLSearchParams(window.location.search)) }),
    [env],
  );
  if (!resource) {
    return (
      <div data-testid="record-unavailable">
        <Result status="info" title={title} subTitle={env.t('errors.disabled')} />
      </div>
    );
  }
  if (menus.form) {
    return (
      <EnvProvider env={readOnlyEnv}>
        <MenuPage menu={menus.form} meta={formMeta} />
      </EnvProvider>
    );
  }
  return <RemoteFieldsRecord resource={resource} list={menus.list ?? null} />;
}

type Loaded = { row: Record<string, unknown>; fields: RemoteField[] } | { error: string } | null;

/** The format options a remote field declares (its column's). */
function formatOptions(field: RemoteField): FieldFormatOptions {
  const out: FieldFormatOptions = {};
  if (typeof field.moneyFormat === 'number') out.moneyFormat = field.moneyFormat;
  if (typeof field.timeFormat === 'string') out.timeFormat = field.timeFormat;
  if (Array.isArray(field.options)) out.options = field.options as FieldFormatOptions['options'];
  if (field.multiple === true || field.multiple === 1) out.multiple = true;
  return out;
}

function RemoteFieldsRecord({ resource, list }: { resource: string; list: PermNode | null }) {
  const env = useEnv();
  const query = useRouteQuery();
  const id = Number(query.get('data_id') ?? query.get('id'));
  // Back from an approval page goes to the approvals tab of the message centre (spec 000 §2.3).
  const back = useGoBack('/message?active=workflow');
  const phone = usePhone();
  const [state, setState] = useState<Loaded>(null);
  useEffect(() => {
    if (!Number.isInteger(id) || id < 1) return;
    let live = true;
    const taskId = Number(query.get('workflow_log_id')) || null;
    const readBy = taskId !== null ? { workflow_log_id: taskId } : list ? { perms_id: list.id } : {};
    const row = env.request<Record<string, unknown>>(`${resource}/detail`, { query: { id, ...readBy }, messageHide: true });
    const fields = list?.remote_fields_url
      ? env.request<{ data: RemoteField[] }>(list.remote_fields_url, { query: { perms_id: list.id, page: 1, limit: constants.unpagedLimit, sort: 'desc' }, messageHide: true }).then((a) => a.data)
      : Promise.resolve([]);
    Promise.all([row, fields]).then(
      ([r, f]) => live && setState({ row: r, fields: f }),
      (error: unknown) => live && setState({ error: failureText(env.t, error, 'errors.loadFailed') }),
    );
    return () => {
      live = false;
    };
  }, [env, resource, id, list, query]);
  if (!Number.isInteger(id) || id < 1) return <Alert type="error" showIcon message={env.t('errors.badNavigation')} />;
  if (!state) return <Card><Spin /></Card>;
  if ('error' in state) return <Alert type="error" showIcon message={state.error} data-testid="page-error" />;
  const heading = list ? pickLabel(env.language, list.name, list.name_en) : env.t('errors.recordTitle');
  const items = state.fields
    .filter((field) => field.show !== false && field.show !== 0 && field.hide !== true && field.hide !== 1)
    .map((field) => {
      const text = fieldType(field.valueType as FieldType | undefined).format(state.row[field.prop], formatOptions(field), env.language);
      return { key: field.prop, label: pickLabel(env.language, field.label, field.label_en), children: text === '' ? '/' : text };
    });
  return (
    <Card title={heading} data-testid="record-show" extra={<Button onClick={back}>{env.t('errors.recordBack')}</Button>}>
      {items.length > 0 ? <Descriptions bordered size="small" column={phone ? 1 : 2} styles={{ label: { width: formLabelWidth(phone) } }} items={items} /> : <Alert type="info" showIcon message={env.t('errors.recordNoFields')} />}
    </Card>
  );
}
