import type { DataPerms } from '../../../schemas/generated/choose-config.js';
import type { RemoteParams } from '../../../schemas/generated/list-query.js';
import { ApiError, Code } from '../../http/envelope.js';
import { compileText } from '../../http/validators.js';
import { parseJsonParam } from '../../http/query-json.js';

// The GET query carries dataPerms as text (a menu id, or JSON): parsed, then held to the schema the POST body
// is, with the coercion the query routes use.
const validDataPerms = compileText<DataPerms>({ $ref: 'choose-config.schema.json#/definitions/DataPerms' });

/** The GET query's dataPerms text as DataPerms: bad JSON is a 4420, anything else but DataPerms a 4400. */
export function readDataPerms(text: string | undefined): DataPerms | undefined {
  const value = parseJsonParam('dataPerms', text);
  if (value === undefined) return undefined;
  if (!validDataPerms(value)) {
    const [error] = validDataPerms.errors ?? [];
    throw new ApiError(Code.BAD_REQUEST, 'badRequest', { detail: `dataPerms${error?.instancePath ?? ''} ${error?.message ?? ''}`.trim().slice(0, 200) });
  }
  return value;
}

/** A menu id stands for `{ perms_id }`. */
export function dataPermsParams(value: DataPerms | undefined): RemoteParams {
  if (value === undefined) return {};
  return typeof value === 'number' ? { perms_id: value } : value;
}
