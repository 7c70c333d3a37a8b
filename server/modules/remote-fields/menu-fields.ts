import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import type { RemoteField } from '../../../schemas/generated/remote-field.js';
import { rowConfig } from './row-config.js';

/** Which of a menu's columns: a page of them, the highest sort weight first (`desc`), as configurators order columns. */
export interface FieldsPage {
  page: number;
  limit: number;
  sort: 'asc' | 'desc';
}

/**
 * A menu's live remote fields (spec 001 §7), each row's config spread beside its stored columns (which win over
 * same-named keys inside the config); the caller has checked the menu is the user's. A broken config is a 4460.
 */
export async function menuRemoteFields(db: Kysely<Database>, permsId: number, { page, limit, sort }: FieldsPage): Promise<{ data: RemoteField[]; total: number }> {
  const base = db.selectFrom('remote_fields').where('perms_id', '=', permsId).where('status', '=', 1);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'perms_id', 'prop', 'label', 'label_en', 'config', 'sort'])
      .orderBy('sort', sort)
      .orderBy('id', sort === 'desc' ? 'asc' : 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const data = rows.map(({ config, ...row }) => ({ ...rowConfig({ ...row, config }), ...row }) as RemoteField);
  return { data, total: Number(count.total) };
}
