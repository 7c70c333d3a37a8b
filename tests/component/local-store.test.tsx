import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberedPageSize, rememberPageSize } from '../../renderers/list-page/remembered-page-size';
import { readLocal, writeLocal } from '../../renderers/core/local-store';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('local preferences in the browser storage', () => {
  it('writes, reads back and removes an entry', () => {
    expect(writeLocal('hkwl:test', 'card')).toBe(true);
    expect(readLocal('hkwl:test')).toBe('card');
    expect(writeLocal('hkwl:test', null)).toBe(true);
    expect(readLocal('hkwl:test')).toBeNull();
  });

  it('a browser that refuses storage loses the preference, not the page: nothing read, false written', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readLocal('hkwl:test')).toBeNull();
    expect(writeLocal('hkwl:test', 'card')).toBe(false);
    expect(rememberedPageSize('1:menu-301:301')).toBeUndefined();
    expect(() => rememberPageSize('1:menu-301:301', 30)).not.toThrow();
  });

  it('a remembered page size is a positive whole number; anything else counts as none', () => {
    rememberPageSize('1:t:1', 30);
    expect(rememberedPageSize('1:t:1')).toBe(30);
    writeLocal('hkwl:page-size:1:t:1', 'abc');
    expect(rememberedPageSize('1:t:1')).toBeUndefined();
    rememberPageSize('1:t:1', undefined);
    expect(readLocal('hkwl:page-size:1:t:1')).toBeNull();
  });
});
