import { CODECS } from '../../../codecs/index.js';
import type { FieldStorage } from '../../../schemas/generated/field-storage.js';
import type { FieldType } from '../../../schemas/generated/field-type.js';

/** How a value of each field type is stored and compared. */
export type Storage = FieldStorage;

/** Each field type's storage, as its codec (codecs/, shared with the browser) declares it. */
export const FIELD_STORAGE = Object.fromEntries(Object.entries(CODECS).map(([type, codec]) => [type, codec.storage])) as Readonly<Record<FieldType, Storage>>;
