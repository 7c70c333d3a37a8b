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
/** The x-component of a form's required-items table. */
export const COLLECT_COMPONENT = 'AttachmentCollect';
/** A document's lines (an editable table saved with it). */
export const LINES_COMPONENT = 'EditableTable';

/**
 * The names of a form's fields of the x-components (voids opened): by default its attachment and
 * required-items fields, whose value is the files the server holds for the record, never part of its write.
 */
export function attachmentFieldNames(properties: Readonly<Record<string, FormNode>>, components: readonly string[] = [ATTACHMENT_COMPONENT, COLLECT_COMPONENT]): string[] {
  return Object.entries(properties).flatMap(([name, node]) =>
    node.type === 'void' ? attachmentFieldNames(node.properties ?? {}, components) : components.includes(String(node['x-component'])) ? [name] : [],
  );
}

/**
 * A phone's form: a document's lines take the screen's width, their label above them (beside a 110 px label the
 * grid had 188 px for 1,840 px of columns); the other fields keep their labels beside them.
 */
export function withPhoneLines(properties: Readonly<Record<string, FormNode>>): Record<string, FormNode> {
  return Object.fromEntries(
    Object.entries(properties).map(([name, node]) => {
      if (node.type === 'void') return [name, node.properties ? { ...node, properties: withPhoneLines(node.properties) } : node];
      if (node['x-component'] !== LINES_COMPONENT) return [name, node];
      const props = (node['x-decorator-props'] ?? {}) as Record<string, unknown>;
      return [name, { ...node, 'x-decorator-props': { ...props, layout: 'vertical' } } as FormNode];
    }),
  );
}
