import { dropTestDatabases } from './seeded-database';

/**
 * The PostgreSQL databases the server tests make beside the named ones (a template per size of demo data, one
 * per worker) are dropped before the run, so none seeded by older code is copied, and after it.
 */
export default async function setup() {
  const urls = [...new Set([process.env.DATABASE_URL, process.env.HKWL_POSTGRES_URL].filter((u): u is string => u !== undefined && /^postgres/.test(u)))];
  for (const url of urls) await dropTestDatabases(url);
  return async () => {
    for (const url of urls) await dropTestDatabases(url);
  };
}
