import { createContext } from 'react';
import type { FormNode } from '../../schemas/generated/form-page';

/** The stored record a form's attachment field lists the files of: null while the document is new. */
export interface FormFilesOwner {
  resource: string;
  dataId: number | null;
  permsId: number;
}

export const FormFilesContext = createContext<FormFilesOwner | null>(null);

/** The x-component of a form's attachment field. */
export const ATTACHMENT_COMPONENT = 'Attachment';

/**
 * The names of a form's attachment fields (voids opened): their value is the files the server holds for the
 * record, never part of the record's own write.
 */
export function attachmentFieldNames(properties: Readonly<Record<string, FormNode>>): string[] {
  return Object.entries(properties).flatMap(([name, node]) =>
    node.type === 'void' ? attachmentFieldNames(node.properties ?? {}) : node['x-component'] === ATTACHMENT_COMPONENT ? [name] : [],
  );
}
