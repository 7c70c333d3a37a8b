import type { Kysely } from 'kysely';
import type { ChooseConfig, DataPerms } from '../../../schemas/generated/choose-config.js';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { Database } from '../../db/tables.js';
import { ApiError, Code } from '../../http/envelope.js';
import type { SessionContext } from '../../http/session.js';
import { resourceAccess } from '../resources/access.js';
import { resourceBase } from '../resources/served.js';
import { listResource, type ListResult } from '../resources/query.js';
import { narrowToOrg } from '../resources/remote-params.js';
import { servedColumns } from '../resources/table.js';
import { loadConfig } from './configs.js';
import { dataPermsParams } from './data-perms.js';

/** One chooser list call, from the query or the body: `where` parsed. */
export interface ChooserCall {
  name: string;
  where?: unknown;
  page: number;
  limit: number;
  order?: string;
  dataPerms?: DataPerms;
}

/**
 * `where` with each config field's searchName (the key its search control sends) turned into its prop, unless
 * the name is a column of the resource itself or the prop is asked already. Anything else is the list query
 * language as it is, checked against the resource by the where compiler (4420).
 */
function mapSearchNames(config: ChooseConfig, definition: ResourceDefinition, where: unknown): unknown {
  if (where === null || typeof where !== 'object' || Array.isArray(where)) return where;
  const columns = servedColumns(definition).names;
  const mapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(where)) {
    const field = columns.includes(key) ? undefined : config.fields.find((f) => f.searchName === key);
    const name = field && !Object.hasOwn(where, field.prop) ? field.prop : key;
    // defineProperty: a key such as "__proto__" stays an own key, and reaches the compiler's refusal.
    Object.defineProperty(mapped, name, { value, enumerable: true, writable: true, configurable: true });
  }
  return mapped;
}

/**
 * One page of a chooser's candidates (spec 001 §7 chooser list): the config's resource through the same
 * data-scope layer as its list page. A config that needs dataPerms refuses a call without a menu in them
 * (4400 DoubleSelect组件必须传dataPerms); a caller whose role holds no menu of the resource (or not the
 * menu named) is refused (4403); dataPerms' org_id narrows inside the scope. Chosen ids outside the scope
 * are simply not in the answer.
 */
export async function chooserList(db: Kysely<Database>, resources: readonly ResourceDefinition[], session: SessionContext, call: ChooserCall): Promise<ListResult> {
  const { config, definition } = await loadConfig(db, resources, call.name);
  const perms = dataPermsParams(call.dataPerms);
  if (config.need_data_perms === 1 && perms.perms_id === undefined) throw new ApiError(Code.BAD_REQUEST, 'chooserNeedsDataPerms');
  const granted = await resourceAccess(db, `${resourceBase(definition)}/index`).read(session, perms.perms_id);
  const scope = await narrowToOrg(db, granted, perms.org_id, session.subject);
  return listResource(db, definition, scope, {
    where: mapSearchNames(config, definition, call.where),
    page: call.page,
    limit: call.limit,
    order: call.order ?? config.params.order,
  });
}
