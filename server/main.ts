import { buildApp } from './app.js';
import { openDatabase } from './db/connection.js';
import { migrate } from './db/migrate.js';
import { refreshPlannerStats } from './db/planner-stats.js';
import { seedIfEmpty } from './db/seed/index.js';

/** `npm start`: migrate, seed an empty database with demo data, serve the web app and the API on one port. */
async function main(): Promise<void> {
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 8044);
  const database = openDatabase();
  await migrate(database);
  const seeded = await seedIfEmpty(database);
  await refreshPlannerStats(database, seeded);
  const app = await buildApp({
    database, webRoot: process.env.WEB_ROOT ?? 'dist', apiDocsPage: process.env.NODE_ENV === 'development', logLevel: process.env.LOG === '1' ? 'info' : 'error',
    trustProxy: trustProxySetting(process.env.TRUST_PROXY),
  });
  await app.listen({ host, port });
  console.log(`HKWL platform on http://${host}:${port} (database: ${database.dialect} ${database.where}${seeded ? ', demo data seeded' : ''})`);
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/** TRUST_PROXY: `true`, or comma-separated addresses/CIDRs of the reverse proxies in front. */
function trustProxySetting(value: string | undefined): boolean | string[] | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (text === 'true') return true;
  return text.split(',').map((part) => part.trim()).filter(Boolean);
}
