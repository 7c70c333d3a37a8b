import { CODECS, type CodecOption } from '../../../codecs/index.js';
import type { FieldType } from '../../../schemas/generated/field-type.js';

export function isFieldType(value: unknown): value is FieldType {
  return typeof value === 'string' && Object.hasOwn(CODECS, value);
}

/** A remote field's options (`options` or the spec's `data`) as codec options; anything malformed is left out. */
export function codecOptions(config: Record<string, unknown>): CodecOption[] | undefined {
  const raw = Array.isArray(config.options) ? config.options : Array.isArray(config.data) ? config.data : undefined;
  if (!raw) return undefined;
  return raw.flatMap((item: unknown) => {
    const { value, label, labelEn, label_en } = (item ?? {}) as Record<string, unknown>;
    if (!['string', 'number', 'boolean'].includes(typeof value) || typeof label !== 'string') return [];
    const english = typeof labelEn === 'string' ? labelEn : typeof label_en === 'string' ? label_en : undefined;
    return [{ value: value as CodecOption['value'], label, ...(english ? { labelEn: english } : {}) }];
  });
}
