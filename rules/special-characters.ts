/**
 * Forbidden special characters (spec 000 §5: "a set of symbols, question mark, angle brackets,
 * non-breaking and wide spaces"). The spec does not list the set; this is our decision:
 *
 * - ASCII symbols  ` ~ ! @ # $ % ^ & * = | \ / : ; " ' < > ?
 *   (the Windows file-name reserved characters \ / : * ? " < > |, the HTML-significant < > & " ',
 *   and the symbols that mean something in URLs, shells and search syntax);
 * - their full-width forms that look the same to a reader: ？ ＜ ＞ ＂ ＇ ｜ ＼ ／ ： ＊;
 * - invisible or look-alike spaces: U+00A0 no-break space, U+2000-U+200B the typographic and
 *   zero-width spaces, U+202F narrow no-break space, U+3000 ideographic (wide) space, U+FEFF.
 *
 * Allowed on purpose: letters and digits of any script, the ordinary space, _ - . , + ( ) [ ] { }
 * and Chinese punctuation such as 、，。（）《》【】 (common in company and document names).
 */
export const FORBIDDEN_SPECIAL_CHARACTERS: readonly string[] = [
  ..."`~!@#$%^&*=|\\/:;\"'<>?",
  ...'？＜＞＂＇｜＼／：＊',
  '\u00a0',
  ...Array.from({ length: 12 }, (_, i) => String.fromCharCode(0x2000 + i)),
  '\u202f',
  '\u3000',
  '\ufeff',
];

const FORBIDDEN = new Set(FORBIDDEN_SPECIAL_CHARACTERS);

/** The forbidden characters found in `value`, each once, in order of appearance. */
export function forbiddenCharactersIn(value: string): string[] {
  return [...new Set([...value].filter((char) => FORBIDDEN.has(char)))];
}

/** Valid when the value holds none of the forbidden characters (the empty string is valid). */
export function hasNoSpecialCharacters(value: string): boolean {
  return forbiddenCharactersIn(value).length === 0;
}
