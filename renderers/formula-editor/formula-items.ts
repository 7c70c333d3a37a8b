/** A formula as the editor shows it (spec 001 §3 "Formula item"): type 1 a variable, 2 a symbol (an operator, a parenthesis, a number). */
export interface FormulaItem {
  type: 1 | 2;
  value: string;
}

const TOKEN = /\s*([A-Za-z_][A-Za-z0-9_]*|\d+(?:\.\d+)?|[-+*/^()])/y;

/** The items of a formula text; null when the text holds something the editor cannot show as items. */
export function itemsOfFormula(text: string): FormulaItem[] | null {
  const items: FormulaItem[] = [];
  TOKEN.lastIndex = 0;
  let at = 0;
  while (at < text.length) {
    if (text.slice(at).trim() === '') break;
    TOKEN.lastIndex = at;
    const match = TOKEN.exec(text);
    if (!match) return null;
    items.push({ type: /^[A-Za-z_]/.test(match[1]) ? 1 : 2, value: match[1] });
    at = TOKEN.lastIndex;
  }
  return items;
}

/** The formula text of items ("price / (1 + tax_rate)"). */
export function formulaOfItems(items: readonly FormulaItem[]): string {
  return items.map((item) => item.value).join(' ').replace(/\( /g, '(').replace(/ \)/g, ')');
}
