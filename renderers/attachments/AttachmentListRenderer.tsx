import type { RendererProps } from '../../registry';
import type { AttachmentListSchema } from '../../schemas/generated/attachment-list';
import { AttachmentList } from './AttachmentList';

/** The attachment-list renderer: the list of one record's files as its schema node configures it. */
export default function AttachmentListRenderer({ schema }: RendererProps<AttachmentListSchema>) {
  return <AttachmentList {...schema} />;
}
