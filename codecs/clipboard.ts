/**
 * A block copied from Excel, WPS or another grid, as the clipboard's text/plain holds it: cells separated by
 * tabs, rows by CRLF or LF; a cell holding a tab, a line break or a quote is quoted ("a""b" is a"b). Each
 * cell is then read by its column's codec (thousands separators and the like are the codec's business).
 */

/** The most cells one paste fills (a 1,000 x 10 block is 10,000): a bigger block is refused, not truncated. */
export const MAX_PASTE_CELLS = 200_000;
/** The most characters of pasted text read (a 10 MB paste is refused before it is split). */
export const MAX_PASTE_CHARS = 4_000_000;

export type PastedBlock = { ok: true; rows: string[][] } | { ok: false; problem: 'tooLarge'; limit: number };

/** The rows and cells of pasted text; one trailing line break (spreadsheets add it) makes no extra row. */
export function parseClipboardBlock(text: string): PastedBlock {
  if (text.length > MAX_PASTE_CHARS) return { ok: false, problem: 'tooLarge', limit: MAX_PASTE_CELLS };
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let cells = 0;
  let i = 0;
  // A quote opens a quoted cell only at the start of a cell (Excel writes 5" as it is elsewhere).
  let atCellStart = true;
  while (i < text.length) {
    const ch = text[i];
    if (atCellStart && ch === '"') {
      const end = closingQuote(text, i + 1);
      if (end !== -1) {
        cell = text.slice(i + 1, end).replace(/""/g, '"');
        i = end + 1;
        atCellStart = false;
        continue;
      }
    }
    atCellStart = false;
    if (ch === '\t') {
      row.push(cell);
      cell = '';
      atCellStart = true;
      i += 1;
    } else if (ch === '\r' || ch === '\n') {
      row.push(cell);
      rows.push(row);
      cells += row.length;
      if (cells > MAX_PASTE_CELLS) return { ok: false, problem: 'tooLarge', limit: MAX_PASTE_CELLS };
      row = [];
      cell = '';
      atCellStart = true;
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      cell += ch;
      i += 1;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
    cells += row.length;
  }
  if (cells > MAX_PASTE_CELLS) return { ok: false, problem: 'tooLarge', limit: MAX_PASTE_CELLS };
  return { ok: true, rows };
}

/**
 * Where a quoted cell starting at `from` ends: the quote followed by a tab, a line break or the end (a
 * doubled quote is a quote inside); -1 when there is none, and the opening quote is then plain text.
 */
function closingQuote(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const q = text.indexOf('"', i);
    if (q === -1) return -1;
    if (text[q + 1] === '"') {
      i = q + 2;
      continue;
    }
    const after = text[q + 1];
    return after === undefined || after === '\t' || after === '\r' || after === '\n' ? q : -1;
  }
  return -1;
}

/** Rows of cell texts as the clipboard's text/plain, quoted where a spreadsheet would (copying out of a grid). */
export function formatClipboardBlock(rows: readonly (readonly string[])[]): string {
  const quote = (cell: string) => (/[\t\r\n"]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return rows.map((row) => row.map(quote).join('\t')).join('\r\n');
}
