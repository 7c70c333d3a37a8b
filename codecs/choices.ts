import { compareWithEmpty, isEmptyValue, type CodecLanguage, type CodecOption, type CodecOptions, type FieldCodec, type Parsed } from './types';

/** Spec 001 §9: items of a multi-select value are shown joined by ' ; '. */
export const MULTI_SEPARATOR = ' ; ';
/** How items of a multiple value are separated when typed or pasted: ; , 、 in either width, or ' ; '. */
const ITEM_SEPARATORS = /\s*[;；,，、]\s*/;

/** The option a value stands for (a stored 1 matches a declared "1"). */
export function optionFor(options: CodecOptions, value: unknown): CodecOption | undefined {
  return options.options?.find((o) => o.value === value || String(o.value) === String(value));
}

/** An option's label in `language` (English when asked for and given). */
export function optionLabel(option: CodecOption, language: CodecLanguage): string {
  return language === 'en' && option.labelEn ? option.labelEn : option.label;
}

/** The items of a value: a list for a `multiple` field (an array, or comma-separated text), else the value. */
export function itemsOf(value: unknown, options: CodecOptions): unknown[] {
  if (Array.isArray(value)) return value.filter((v) => !isEmptyValue(v));
  if (options.multiple && typeof value === 'string') return value.split(',').map((v) => v.trim()).filter((v) => v !== '');
  return [value];
}

function itemText(value: unknown, options: CodecOptions, language: CodecLanguage): string {
  const option = optionFor(options, value);
  return option ? optionLabel(option, language) : String(value);
}

/** The option a typed or pasted item names: by its label in either language, or by its value. */
function optionNamed(text: string, options: CodecOptions): CodecOption | undefined {
  const wanted = text.trim().toLowerCase();
  const all = options.options ?? [];
  return (
    all.find((o) => o.label.trim().toLowerCase() === wanted || (o.labelEn ?? '').trim().toLowerCase() === wanted) ??
    all.find((o) => String(o.value).toLowerCase() === wanted)
  );
}

/** The order of the declared options (a status runs 草稿, 审批中, 已完成), values not declared after them. */
function compareOptions(options: CodecOptions) {
  return (a: unknown, b: unknown) => {
    const rank = (v: unknown) => {
      const index = (options.options ?? []).findIndex((o) => o.value === v || String(o.value) === String(v));
      return index < 0 ? Number.MAX_SAFE_INTEGER : index;
    };
    return rank(a) - rank(b) || String(a).localeCompare(String(b));
  };
}

/** One of the field's options (or several, with `multiple`), shown by its label. */
export const enumCodec: FieldCodec<string | number | boolean | (string | number | boolean)[]> = {
  type: 'enum',
  storage: 'integer',
  numeric: false,
  align: 'left',
  isEmpty: isEmptyValue,
  format: (value, options, language) => (isEmptyValue(value) ? '' : itemsOf(value, options).map((item) => itemText(item, options, language)).join(MULTI_SEPARATOR)),
  parse: (text, options) => {
    if (text.trim() === '') return { ok: true, value: null };
    const items = options.multiple ? text.split(ITEM_SEPARATORS).filter((item) => item.trim() !== '') : [text];
    const values: (string | number | boolean)[] = [];
    for (const item of items) {
      const option = optionNamed(item, options);
      if (!option) return { ok: false, problem: 'notOption', params: { text: item.trim() } };
      if (!values.includes(option.value)) values.push(option.value);
    }
    return { ok: true, value: options.multiple ? values : values[0] };
  },
  compare: (a, b, options = {}) => compareWithEmpty(a, b, compareOptions(options)),
  // Written as the option's label: text.
  excelFormat: () => undefined,
};

const BOOLEAN_LABELS: Readonly<Record<CodecLanguage, readonly [string, string]>> = { zh: ['否', '是'], en: ['No', 'Yes'] };
const TRUE_TEXTS = new Set(['1', '是', 'yes', 'y', 'true', '√', '✓', '✔', '对', '有']);
const FALSE_TEXTS = new Set(['0', '否', 'no', 'n', 'false', '×', '✗', '✘', '错', '无']);

/** Whether a stored value means yes. */
export function isTruthy(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** Yes or no, stored as 1 / 0. */
export const booleanCodec: FieldCodec<0 | 1> = {
  type: 'boolean',
  storage: 'boolean',
  numeric: false,
  align: 'center',
  isEmpty: isEmptyValue,
  format: (value, _options, language) => (isEmptyValue(value) ? '' : BOOLEAN_LABELS[language][isTruthy(value) ? 1 : 0]),
  parse: (text): Parsed<0 | 1> => {
    const wanted = text.trim().toLowerCase();
    if (wanted === '') return { ok: true, value: null };
    if (TRUE_TEXTS.has(wanted)) return { ok: true, value: 1 };
    if (FALSE_TEXTS.has(wanted)) return { ok: true, value: 0 };
    return { ok: false, problem: 'notBoolean' };
  },
  compare: (a, b) => compareWithEmpty(a, b, (x, y) => Number(isTruthy(x)) - Number(isTruthy(y))),
  excelFormat: () => undefined,
};

export { BOOLEAN_LABELS };
