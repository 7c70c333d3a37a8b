import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '../../src/session/cookies';

// Spec 000 §9: the shell's cookies (Position-Org, Company-Org, Tracker-User, beforeLogin, language, size,
// sidebarStatus) sit on the parent domain when the server puts its own there (COOKIE_DOMAIN, named in Cookie-Domain).
describe('the shell’s cookies', () => {
  afterEach(() => vi.restoreAllMocks());

  function written(cookies: string): string[] {
    const sets: string[] = [];
    vi.spyOn(document, 'cookie', 'get').mockReturnValue(cookies);
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void sets.push(value));
    writeCookie('sidebarStatus', '1', 365);
    removeCookie('beforeLogin');
    return sets;
  }

  it('go on the domain Cookie-Domain names', () => {
    const [set, removed] = written('language=zh; Cookie-Domain=example.com');
    expect(set).toMatch(/^sidebarStatus=1; expires=.+; path=\/; SameSite=Lax; domain=example\.com$/);
    expect(removed).toBe('beforeLogin=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=example.com');
  });

  it('stay on this host without it, or when it names no domain', () => {
    for (const cookies of ['language=zh', 'Cookie-Domain=evil.com%2Fx%3B%20a%3Db', 'Cookie-Domain=localhost']) {
      const [set, removed] = written(cookies);
      expect(set).toMatch(/SameSite=Lax$/);
      expect(removed).toMatch(/path=\/$/);
    }
    expect(readCookie('a', 'a=1; b=2')).toBe('1');
  });
});
