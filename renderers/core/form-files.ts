import { createContext } from 'react';
import type { FormNode } from '../../schemas/generated/form-page';
import type { PendingFiles } from './pending-files';

/**
 * The record a form's attachment fields list the files of: `dataId` null while the document is new, its files then
 * the pending uploads its write binds (`pending`).
 */
export interface FormFilesOwner {
  resource: string;
  dataId: number | null;
  permsId: number;
  pending?: PendingFiles;
}

export const FormFilesContext = createContext<FormFilesOwner | null>(null);

/** The x-component of a form's attachment field. */
export const ATTACHMENT_COMPONENT = 'Attachment';
/** The x-component of a form's required-items table. */
export const COLLECT_COMPONENT = 'AttachmentCollect';
/** A document's lines (an editable table saved with it). */
export const LINES_COMPONENT = 'EditableTable';
/** The part the attachments lend a form for a document's own files (its 附件 tab). */
export const DOCUMENT_FILES_PART = 'DocumentFiles';

/** What the document-files part takes: whose files, and whether they may change. */
export interface DocumentFilesProps {
  owner: FormFilesOwner;
  editable: boolean;
}

/**
 * The names of a form's fields of the x-components (voids opened): by default its attachment and
 * required-items fields, whose value is the files the server holds for the record, never part of its write.
 */
export function attachmentFieldNames(properties: Readonly<Record<string, FormNode>>, components: readonly string[] = [ATTACHMENT_COMPONENT, COLLECT_COMPONENT]): string[] {
  return Object.entries(properties).flatMap(([name, node]) =>
    node.type === 'void' ? attachmentFieldNames(node.properties ?? {}, components) : components.includes(String(node['x-component'])) ? [name] : [],
  );
}

