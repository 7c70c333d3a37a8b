import { compareWithEmpty, isEmptyValue, type FieldCodec, type Parsed } from './types';

/** Text orders as Chinese readers expect (by pinyin), the same in Node and in the browser. */
const collator = new Intl.Collator('zh-Hans-CN-u-co-pinyin', { numeric: true });

/** Free text. A pasted cell keeps its inner line breaks; its ends are trimmed. */
export const textCodec: FieldCodec<string> = {
  type: 'text',
  storage: 'text',
  numeric: false,
  align: 'left',
  isEmpty: isEmptyValue,
  format: (value) => (isEmptyValue(value) ? '' : String(value)),
  parse: (text, options): Parsed<string> => {
    const value = text.trim();
    if (value === '') return { ok: true, value: null };
    if (options.maxLength !== undefined && [...value].length > options.maxLength) return { ok: false, problem: 'tooLong', params: { max: options.maxLength } };
    return { ok: true, value };
  },
  compare: (a, b) => compareWithEmpty(a, b, (x, y) => collator.compare(String(x), String(y))),
  excelFormat: () => undefined,
};
