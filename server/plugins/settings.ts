import fp from 'fastify-plugin';
import './fastify-types.js';

/** How long a setting read from config_items is trusted before it is read again. */
export const SETTINGS_TTL_MS = 5_000;

/**
 * Settings (config items) as the server itself consults them on every call (e.g. whether API encryption is
 * required), read at most every few seconds instead of once per request. A change through config/update
 * is seen at once on this server (`forget`), and within SETTINGS_TTL_MS on the others.
 */
export const settingsPlugin = fp(
  async (app) => {
    const { db } = app.database;
    const cache = new Map<string, { value: Promise<string | undefined>; until: number }>();
    app.decorate('settings', {
      value(group: string, label: string): Promise<string | undefined> {
        const key = `${group}\u0000${label}`;
        const hit = cache.get(key);
        if (hit && hit.until > Date.now()) return hit.value;
        const value = db
          .selectFrom('config_items')
          .select('value')
          .where('group_label', '=', group)
          .where('label', '=', label)
          .where('status', '=', 1)
          .executeTakeFirst()
          .then((row) => row?.value);
        cache.set(key, { value, until: Date.now() + SETTINGS_TTL_MS });
        value.catch(() => cache.delete(key));
        return value;
      },
      forget(): void {
        cache.clear();
      },
    });
  },
  { name: 'settings', dependencies: ['database'] },
);
