import type { RendererDefinition } from '../../registry';

export const attachmentListRenderer: RendererDefinition = {
  type: 'attachment-list',
  loadValidator: () => import('../../schemas/generated/validators/attachment-list'),
  load: () => import('./AttachmentListRenderer'),
};

export const attachmentCollectRenderer: RendererDefinition = {
  type: 'attachment-collect',
  loadValidator: () => import('../../schemas/generated/validators/attachment-collect'),
  load: () => import('./CollectTable'),
};

