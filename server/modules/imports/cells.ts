/**
 * A cell as text for its field codec, the spreadsheet's own error (#N/A, #REF!...) when it holds one, or a formula
 * the file keeps no computed result for (written by a program, never opened and saved in Excel).
 */
export type CellText = { text: string } | { error: string } | { unsavedFormula: true };

const pad = (n: number) => String(n).padStart(2, '0');

/** A date cell (exceljs gives the shown moment as a UTC Date) as the codecs read it: the date, and its time unless midnight. */
function dateText(date: Date): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  return time === '00:00:00' ? day : `${day} ${time}`;
}

/**
 * The text of an exceljs cell value: numbers and dates as the codecs read them (a date serial stays a number,
 * which the date codec knows), a formula as its last computed result (never evaluated here), rich text and
 * links as their text, shared strings already resolved by the reader.
 */
export function cellText(value: unknown): CellText {
  if (value === null || value === undefined) return { text: '' };
  if (typeof value === 'string') return { text: value };
  if (typeof value === 'number') return { text: Number.isFinite(value) ? String(value) : '' };
  if (typeof value === 'boolean') return { text: value ? 'true' : 'false' };
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? { error: '#VALUE!' } : { text: dateText(value) };
  if (typeof value === 'object') {
    const cell = value as { result?: unknown; formula?: unknown; sharedFormula?: unknown; richText?: { text?: unknown }[]; text?: unknown; error?: unknown };
    if (typeof cell.error === 'string') return { error: cell.error };
    if ('formula' in cell || 'sharedFormula' in cell) return cell.result === undefined || cell.result === null ? { unsavedFormula: true } : cellText(cell.result);
    if (Array.isArray(cell.richText)) return { text: cell.richText.map((part) => (typeof part.text === 'string' ? part.text : '')).join('') };
    if (typeof cell.text === 'string') return { text: cell.text };
    if (cell.text && typeof cell.text === 'object') return cellText(cell.text);
  }
  return { text: '' };
}
