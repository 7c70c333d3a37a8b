import { describe, expect, it } from 'vitest';
import { MAX_PASTE_CELLS, formatClipboardBlock, parseClipboardBlock } from '../../codecs';

const rowsOf = (text: string) => {
  const block = parseClipboardBlock(text);
  if (!block.ok) throw new Error('refused');
  return block.rows;
};

describe('a block pasted from Excel or WPS', () => {
  it('tabs split cells, CRLF or LF rows; the trailing line break makes no row', () => {
    expect(rowsOf('a\tb\r\nc\td\r\n')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(rowsOf('a\tb\nc\td')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(rowsOf('1,234.50')).toEqual([['1,234.50']]);
  });

  it('keeps empty cells in place', () => {
    expect(rowsOf('a\t\tc\r\n\tb\t\r\n')).toEqual([['a', '', 'c'], ['', 'b', '']]);
    expect(rowsOf('\r\n')).toEqual([['']]);
  });

  it('reads quoted cells holding tabs, line breaks and doubled quotes', () => {
    expect(rowsOf('"line 1\r\nline 2"\tx\r\n"a\tb"\t"say ""hi"""\r\n')).toEqual([
      ['line 1\r\nline 2', 'x'],
      ['a\tb', 'say "hi"'],
    ]);
  });

  it('a quote not at the start of a cell, or never closed, is plain text', () => {
    expect(rowsOf('5"\t6"\r\n')).toEqual([['5"', '6"']]);
    expect(rowsOf('"open\tcell')).toEqual([['"open', 'cell']]);
    expect(rowsOf('"a"b\tc')).toEqual([['"a"b', 'c']]);
  });

  it('refuses a block past the limits instead of cutting it', () => {
    const row = Array(10).fill('1').join('\t');
    expect(parseClipboardBlock(Array(MAX_PASTE_CELLS / 10 + 1).fill(row).join('\r\n'))).toEqual({ ok: false, problem: 'tooLarge', limit: MAX_PASTE_CELLS });
    expect(parseClipboardBlock('x'.repeat(10 * 1024 * 1024))).toMatchObject({ ok: false, problem: 'tooLarge' });
    expect(parseClipboardBlock(Array(1000).fill(row).join('\r\n'))).toMatchObject({ ok: true });
  });

  it('what a grid copies out pastes back the same', () => {
    const rows = [['a\tb', 'line 1\nline 2'], ['say "hi"', ''], ['plain', '1,234.50']];
    expect(rowsOf(formatClipboardBlock(rows))).toEqual(rows);
  });
});
