import type { Language } from '../../registry';

/** One part of a spec value (spec 001 §3 spec item: name, value, unit): 厚 3.0 mm. */
export interface SpecPart {
  name: string;
  unit?: string;
}

/** Spec 001 §3: what joins a spec's parts in its stored text unless the column says otherwise (1500*6000*3.0). */
export const DEFAULT_SPEC_SEPARATOR = '*';

/** A spec's stored text as its parts' values, one per declared part (missing ones empty, extra ones kept in the last). */
export function specValues(text: unknown, parts: number, separator = DEFAULT_SPEC_SEPARATOR): string[] {
  const raw = text === null || text === undefined ? '' : String(text);
  const pieces = raw === '' ? [] : raw.split(separator).map((piece) => piece.trim());
  if (pieces.length > parts) pieces.splice(parts - 1, pieces.length - parts + 1, pieces.slice(parts - 1).join(separator));
  return Array.from({ length: parts }, (_, i) => pieces[i] ?? '');
}

/** The parts' values as the stored text; null when every part is empty. */
export function specText(values: readonly string[], separator = DEFAULT_SPEC_SEPARATOR): string | null {
  const trimmed = values.map((value) => value.trim().split(separator).join(''));
  return trimmed.every((value) => value === '') ? null : trimmed.join(separator);
}

/** The parts left empty in a spec text (spec 001 §5: every part needs a value unless notValidate). */
export function missingSpecParts(text: unknown, parts: readonly SpecPart[], separator = DEFAULT_SPEC_SEPARATOR): SpecPart[] {
  const values = specValues(text, parts.length, separator);
  return parts.filter((_, i) => values[i] === '');
}

/** A part's label: its name and unit (厚(mm)). */
export function specPartLabel(part: SpecPart & { nameEn?: string }, language: Language): string {
  const name = language === 'en' && part.nameEn ? part.nameEn : part.name;
  return part.unit ? `${name}(${part.unit})` : name;
}
