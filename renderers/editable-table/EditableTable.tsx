import type { RendererProps } from '../../registry';
import type { EditableTableSchema } from '../../schemas/generated/editable-table';
import { EditableGrid } from './EditableGrid';

/** The `editable-table` renderer on its own (a page or a story); a form uses EditableGrid as its field's control. */
export default function EditableTable({ schema }: RendererProps<EditableTableSchema>) {
  return <EditableGrid schema={schema} />;
}
