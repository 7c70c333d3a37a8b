import type { RendererDefinition } from '../../registry';
import { ATTACHMENT_COMPONENT, COLLECT_COMPONENT, DOCUMENT_FILES_PART } from '../core/form-files';

export const attachmentListRenderer: RendererDefinition = {
  type: 'attachment-list',
  loadValidator: () => import('../../schemas/generated/validators/attachment-list'),
  load: () => import('./AttachmentListRenderer'),
  // A form's attachment field and its 附件 tab.
  parts: {
    [ATTACHMENT_COMPONENT]: () => import('./attachment-field').then((module) => ({ default: module.AttachmentField })),
    [DOCUMENT_FILES_PART]: () => import('./DocumentFiles').then((module) => ({ default: module.DocumentFiles })),
  },
};

export const attachmentCollectRenderer: RendererDefinition = {
  type: 'attachment-collect',
  loadValidator: () => import('../../schemas/generated/validators/attachment-collect'),
  load: () => import('./CollectTable'),
  // A form's required-items field.
  parts: { [COLLECT_COMPONENT]: () => import('./collect-field').then((module) => ({ default: module.CollectField })) },
};

