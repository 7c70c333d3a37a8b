import { Button, Card, List, Tag } from 'antd';
import { failureText, useEnv } from '../../../registry';
import type { DraftRow } from '../../../schemas/generated/studio';
import type { ListedDefinition } from './DefinitionStudio';

interface StudioListProps {
  kind: { id: string };
  resources: ListedDefinition[];
  /** The author's drafts. */
  drafts: readonly DraftRow[];
  /** The name (or never-published draft) open in the editor. */
  openName: string | null;
  /** On a phone the list gives way to the open definition. */
  hidden: boolean;
  wide: boolean;
  onOpen(name: string | null, draftOnly?: boolean): Promise<void>;
}

/** The stored definitions of a kind, each marked when the author has a draft of it, then the author's drafts of names never published; and 新建. */
export function StudioList({ kind, resources, drafts, openName, hidden, wide, onOpen }: StudioListProps) {
  const env = useEnv();
  // The stored definitions, each marked when the author has a draft of it, then the author's drafts of names never published.
  const draftNames = new Set(drafts.map((d) => d.name));
  const listed = [
    ...resources.map((row) => ({ ...row, drafted: draftNames.has(row.name), draftOnly: false })),
    ...drafts
      .filter((d) => !resources.some((row) => row.name === d.name))
      .map((d) => ({ name: d.name, title: d.name, description: env.t('studio.draftSavedAt', { time: d.updated_at }), drafted: true, draftOnly: true })),
  ];
  return (
    <Card title={env.t(`studio.list_${kind.id}`)} size="small" style={{ flex: wide ? '1 1 100%' : '0 1 260px', minWidth: 220, display: hidden ? 'none' : undefined }} extra={<Button size="small" onClick={() => void onOpen(null)} data-testid={`studio-new-${kind.id}`}>{env.t(`studio.new_${kind.id}`)}</Button>}>
      <List
        size="small"
        dataSource={listed}
        renderItem={(row) => (
          <List.Item
            data-testid={`studio-${kind.id}-${row.name}`}
            onClick={() => void onOpen(row.name, row.draftOnly).catch((error: unknown) => env.notify.error(failureText(env.t, error, 'errors.system')))}
            style={{ cursor: 'pointer', background: openName === row.name ? '#e6f4ff' : undefined }}
          >
            <List.Item.Meta title={<>{row.title} {row.drafted && <Tag color="orange" data-testid="studio-draft-tag">{env.t('studio.draftTag')}</Tag>}</>} description={row.description} />
          </List.Item>
        )}
      />
    </Card>
  );
}
