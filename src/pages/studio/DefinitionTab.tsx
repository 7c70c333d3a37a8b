import { Alert, Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useEnv } from '../../../registry';
import type { CheckAnswer, DraftAnswer } from '../../../schemas/generated/studio';
import { JsonEditor, type PointedProblem } from './JsonEditor';
import type { SchemaLibrary, SchemaNode } from './schema-assist';
import { StudioProblems } from './StudioProblems';

interface DefinitionTabProps {
  text: string;
  onText(text: string): void;
  schema: { root: SchemaNode; library: SchemaLibrary };
  problems: PointedProblem[];
  answer: CheckAnswer | null;
  /** The author's draft the editor took up, with the way to drop it. */
  restored: DraftAnswer | null;
  onDiscardDraft(): void;
  note: string;
  onNote(note: string): void;
  busy: boolean;
  onPublish(): void;
  /** When the draft was last kept. */
  savedAt: string | null;
}

/** The definition as JSON (its problems underlined, each a link to its place), what publishing would change, the note and 发布. */
export function DefinitionTab({ text, onText, schema, problems, answer, restored, onDiscardDraft, note, onNote, busy, onPublish, savedAt }: DefinitionTabProps) {
  const env = useEnv();
  const [revealed, setRevealed] = useState<{ path: string; seq: number } | null>(null);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {restored && (
        <Alert
          data-testid="studio-draft-restored"
          type="info"
          showIcon
          message={env.t(restored.base_version ? 'studio.draftRestored' : 'studio.draftRestoredNew', { time: restored.updated_at, version: restored.base_version ?? '' })}
          action={<Button size="small" onClick={onDiscardDraft} data-testid="studio-draft-discard">{env.t('studio.draftDiscard')}</Button>}
        />
      )}
      <JsonEditor value={text} onChange={onText} problems={problems} label={env.t('studio.definition')} schema={schema} reveal={revealed} />
      <StudioProblems problems={problems} answer={answer} onReveal={(path) => setRevealed({ path, seq: Date.now() })} />
      <Space.Compact style={{ width: '100%' }}>
        <Input value={note} onChange={(e) => onNote(e.target.value)} maxLength={500} placeholder={env.t('studio.note')} data-testid="studio-note" />
        <Button type="primary" loading={busy} disabled={problems.length > 0} onClick={onPublish} data-testid="studio-publish">
          {env.t('studio.publish')}
        </Button>
      </Space.Compact>
      {savedAt && (
        <Typography.Text type="secondary" data-testid="studio-draft-status">
          {env.t('studio.draftSavedAt', { time: savedAt })}
        </Typography.Text>
      )}
    </Space>
  );
}
