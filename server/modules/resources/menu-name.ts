import type { FastifyInstance } from 'fastify';

/** A menu's name in the caller's language. */
export async function menuName(app: FastifyInstance, permsId: number, language: 'zh' | 'en'): Promise<string> {
  const menu = await app.database.db.selectFrom('perm_nodes').select(['name', 'name_en']).where('id', '=', permsId).executeTakeFirst();
  return (language === 'en' ? menu?.name_en || menu?.name : menu?.name) || 'data';
}
