import { fillPlaceholders } from '../rules';
import type { CodecLanguage, ParseProblem } from './types';

/**
 * What each parse problem says, in both languages: the same words in an editable cell's flag, a paste's
 * report and an import's error column, browser and server alike.
 */
const TEXTS: Readonly<Record<ParseProblem, Readonly<Record<CodecLanguage, string>>>> = {
  notNumber: { zh: '请输入数字', en: 'Enter a number' },
  notInteger: { zh: '请输入整数', en: 'Enter a whole number' },
  outOfRange: { zh: '数值超出范围（-{max} 至 {max}）', en: 'Out of range (-{max} to {max})' },
  notDate: { zh: '日期格式不正确（如 2026-01-31）', en: 'Not a date (like 2026-01-31)' },
  notDatetime: { zh: '时间格式不正确（如 2026-01-31 08:30:00）', en: 'Not a date and time (like 2026-01-31 08:30:00)' },
  notTime: { zh: '时间格式不正确（如 {example}）', en: 'Not a time of day (like {example})' },
  notOption: { zh: '不是可选项：{text}', en: 'Not one of the options: {text}' },
  notBoolean: { zh: '请填写“是”或“否”', en: 'Enter yes or no' },
  tooLong: { zh: '最多 {max} 个字符', en: 'At most {max} characters' },
};

/** The message of a parse problem in `language`. */
export function problemText(problem: ParseProblem, language: CodecLanguage, params: Record<string, string | number> = {}): string {
  return fillPlaceholders(TEXTS[problem][language], params);
}
