import type { FastifyInstance } from 'fastify';
import type { ChooseConfig, ChooseConfigDetail, ChooseConfigQuery, ChooserListBody, ChooserListQuery } from '../../../schemas/generated/choose-config.js';
import { ApiError, answers, Code, ok, ref } from '../../http/envelope.js';
import { parseJsonParam } from '../../http/query-json.js';
import { sessionOf, type SessionContext } from '../../http/session.js';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import { serializeListAnswer } from '../resources/list-serializer.js';
import { resourceBase } from '../resources/served.js';
import { loadConfig } from './configs.js';
import { readDataPerms } from './data-perms.js';
import { chooserList, type ChooserCall } from './list.js';

const S = 'choose-config.schema.json';
type Paged<T> = T & { page: number; limit: number };

/** The config a detail call names: spec 001's name, or spec 000's label (with status=1: no config is disabled). */
function configNameOf({ name, label, status }: ChooseConfigQuery): string {
  const named = name ?? label;
  if (named === undefined) throw new ApiError(Code.BAD_REQUEST, 'chooseConfigNameRequired');
  if (name !== undefined && label !== undefined && name !== label) throw new ApiError(Code.BAD_REQUEST, 'chooseConfigNamesDiffer');
  if (status === 0) throw new ApiError(Code.NOT_FOUND, 'chooseConfigNotFound', { name: named });
  return named;
}

/** A config as both specs show it: spec 001's fields and, beside them, spec 000's label, status, data_url and remote_field list. */
function configDetail(config: ChooseConfig, definition: ResourceDefinition): ChooseConfigDetail {
  return {
    ...config,
    label: config.name,
    status: 1,
    data_url: `/api/base/chooser/list?name=${encodeURIComponent(config.name)}`,
    list_url: `${resourceBase(definition)}/index`,
    remote_field: config.fields.map((f) => ({
      label: f.label ?? f.prop, ...(f.label_en ? { label_en: f.label_en } : {}), prop: f.prop, show_in_select: f.show_in_select, is_search_field: f.is_search_field,
      field_config: f.searchName ? { searchName: f.searchName } : {},
    })),
  };
}

/**
 * The chooser dialog's calls under /api/base (spec 001 §3 business data choose config, §7 chooser list):
 * Businessdatachooseconfig/detail (a stored config by name) and chooser/list (GET, or POST for a long list of
 * chosen ids), one generic call over any resource a config names, inside the caller's data scope (list.ts).
 */
export async function chooserModule(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.get<{ Querystring: ChooseConfigQuery }>(
    '/Businessdatachooseconfig/detail',
    { schema: { querystring: ref(S, 'ChooseConfigQuery'), response: answers(ref(S, 'ChooseConfigDetail')) }, config: { readOnly: true } },
    async (request) => {
      sessionOf(request);
      const { config, definition } = await loadConfig(db, app.resources.all, configNameOf(request.query));
      return ok(configDetail(config, definition));
    },
  );

  // Rows are open objects, written as the resource lists write them.
  const listRoute = { response: answers(ref('list-answer.schema.json')) };
  const serializer = { serializerCompiler: () => serializeListAnswer as (answer: unknown) => string };
  const list = async (session: SessionContext, call: ChooserCall) => ok(await chooserList(db, app.resources.all, session, call));

  app.get<{ Querystring: Paged<ChooserListQuery> }>(
    '/chooser/list',
    { schema: { querystring: ref(S, 'ChooserListQuery'), ...listRoute }, ...serializer, config: { readOnly: true } },
    async (request) => {
      const { where, dataPerms, ...rest } = request.query;
      return list(sessionOf(request), { ...rest, where: parseJsonParam('where', where), dataPerms: readDataPerms(dataPerms) });
    },
  );

  app.post<{ Body: Paged<ChooserListBody> }>(
    '/chooser/list',
    { schema: { body: ref(S, 'ChooserListBody'), ...listRoute }, ...serializer, config: { readOnly: true } },
    async (request) => list(sessionOf(request), request.body),
  );
}
