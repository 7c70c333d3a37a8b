import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../src/i18n';
import { en } from '../../src/i18n/en';
import { SECTIONS } from '../../src/i18n/sections/all';
import { zh } from '../../src/i18n/zh';

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([k, v]) => (typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('languages', () => {
  it('takes the cookie, else the browser language, else English', () => {
    expect(detectLanguage('a=1; language=zh', 'en-US')).toBe('zh');
    expect(detectLanguage('language=en', 'zh-CN')).toBe('en');
    expect(detectLanguage('', 'zh-TW')).toBe('zh');
    expect(detectLanguage('language=fr', undefined)).toBe('en');
  });

  it('has every string in both languages, none empty', () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort());
    for (const key of keys(en)) {
      const get = (o: object) => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o);
      expect(String(get(en)).length, key).toBeGreaterThan(0);
      expect(String(get(zh)).length, key).toBeGreaterThan(0);
    }
    expect(zh.list.noData).toBe('暂无数据');
  });

  it('every area section has the same keys in both languages, none empty, and no name clashes with the base', () => {
    for (const [name, section] of Object.entries(SECTIONS)) {
      expect(keys(section.en).sort(), name).toEqual(keys(section.zh).sort());
      for (const key of keys(section.en)) {
        const get = (o: object) => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o);
        expect(String(get(section.en)).length, `${name}.${key}`).toBeGreaterThan(0);
        expect(String(get(section.zh)).length, `${name}.${key}`).toBeGreaterThan(0);
      }
      expect(Object.keys(zh), name).not.toContain(name);
    }
  });
});
