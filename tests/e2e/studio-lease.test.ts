import { describe, it } from 'vitest';
import { baseUrl, launchBrowser } from './browser';
import { leaseCheck } from './lease-check';

// Issue 23's check on the one `npm start` (SQLite) of the e2e suite; studio-lease-postgres.test.ts runs it on two
// app servers of one PostgreSQL database.

describe('the studio’s check: an equipment lease built by configuration alone', () => {
  it('published in the studio, entered and submitted by a clerk, approved by two managers; a lease over the rule is refused', async () => {
    const browser = await launchBrowser();
    try {
      const base = baseUrl();
      await leaseCheck(browser, { studio: base, clerk: base, departmentManager: base, companyManager: base });
    } finally {
      await browser.close();
    }
  });
});
