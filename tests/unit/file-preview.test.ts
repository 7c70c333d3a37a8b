import { describe, expect, it } from 'vitest';
import { blocksDownloads, previewKind, previewSource } from '../../renderers/core/file-preview';
import { cellText } from '../../renderers/core/file-preview/viewers/xlsx-table';

const ORIGIN = 'https://erp.example.com';

describe('previewSource', () => {
  it('reads this site API paths, the query passed apart (so the API encryption seals it)', () => {
    expect(previewSource('/api/base/file/download?id=7', ORIGIN, false)).toEqual({ kind: 'api', path: '/api/base/file/download', query: { id: '7' } });
    expect(previewSource(` ${ORIGIN}/api/base/file/download?id=7&perms_id=3 `, ORIGIN, false)).toEqual({
      kind: 'api',
      path: '/api/base/file/download',
      query: { id: '7', perms_id: '3' },
    });
  });

  it.each([
    ['another host', 'https://evil.example.com/api/base/file/download?id=1'],
    ['a protocol-relative address', '//evil.example.com/api/x'],
    ['a backslash trick', '/\\evil.example.com/api/x'],
    ['a control character', '/api/x\t'.replace('\t', '\u0001')],
    ['javascript:', 'javascript:alert(1)'],
    ['a path outside the API', '/mobileOffice?x=1'],
    ['a path climbing out of the API', '/api/../login'],
    ['http on the same host name', 'http://erp.example.com/api/x'],
    ['a blob of another origin', 'blob:https://evil.example.com/123'],
    ['a data: address from a query string', 'data:text/plain,hi'],
    ['nothing', ''],
    ['not text', 42],
  ])('refuses %s', (_, address) => {
    expect(previewSource(address, ORIGIN, false)).toBeNull();
  });

  it('takes blob: of this origin, and data: only from code', () => {
    expect(previewSource(`blob:${ORIGIN}/0b5e`, ORIGIN, false)).toEqual({ kind: 'local', url: `blob:${ORIGIN}/0b5e` });
    expect(previewSource('data:text/plain,hi', ORIGIN, true)).toEqual({ kind: 'local', url: 'data:text/plain,hi' });
  });
});

describe('previewKind', () => {
  it('picks the viewer by extension, case-insensitive; the rest is download only', () => {
    expect(['a.PNG', 'b.jpeg', 'c.svg', 'd.WebP'].map(previewKind)).toEqual(['image', 'image', 'image', 'image']);
    expect(['合同.PDF', 'x.docx', 'y.XLSX', 'z.csv', 'r.md', 'l.log', 'j.json', 't.txt'].map(previewKind)).toEqual(['pdf', 'docx', 'xlsx', 'text', 'text', 'text', 'text', 'text']);
    expect(['old.doc', 'old.xls', 'a.zip', 'noext', '.env', 'a.pptx'].map(previewKind)).toEqual(['none', 'none', 'none', 'none', 'none', 'none']);
  });
});

describe('blocksDownloads', () => {
  it('knows the in-app browsers that drop downloads', () => {
    expect(blocksDownloads('Mozilla/5.0 (iPhone) AppleWebKit Mobile/15E148 MicroMessenger/8.0.40')).toBe(true);
    expect(blocksDownloads('Mozilla/5.0 (Linux; Android 13) AppleWebKit Chrome/118 Mobile DingTalk/7.0')).toBe(true);
    expect(blocksDownloads('Mozilla/5.0 (Linux; Android 13) AppleWebKit Chrome/118 Mobile Safari/537.36')).toBe(false);
  });
});

describe('cellText', () => {
  it('gives a cell value as the sheet shows it', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(12.5)).toBe('12.5');
    expect(cellText(true)).toBe('TRUE');
    expect(cellText(new Date(Date.UTC(2026, 0, 5)))).toBe('2026-01-05');
    expect(cellText(new Date(Date.UTC(2026, 0, 5, 9, 30)))).toBe('2026-01-05 09:30:00');
    expect(cellText({ richText: [{ text: '甲' }, { text: '乙' }] })).toBe('甲乙');
    expect(cellText({ formula: 'A1*2', result: 4 })).toBe('4');
    expect(cellText({ formula: 'A1*2' } as never)).toBe('');
    expect(cellText({ text: '官网', hyperlink: 'https://example.com' })).toBe('官网');
    expect(cellText({ error: '#DIV/0!' })).toBe('#DIV/0!');
  });
});
