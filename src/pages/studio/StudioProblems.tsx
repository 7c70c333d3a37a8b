import { Alert, Tag, Typography } from 'antd';
import { useEnv } from '../../../registry';
import type { CheckAnswer } from '../../../schemas/generated/studio';
import { changeText } from './definition-text';
import type { PointedProblem } from './JsonEditor';

interface StudioProblemsProps {
  problems: PointedProblem[];
  answer: CheckAnswer | null;
  /** Shows and selects a problem's place in the editor. */
  onReveal(path: string): void;
}

/** What the check found: each problem at its JSON path (a link to its place in the text), else what publishing would change. */
export function StudioProblems({ problems, answer, onReveal }: StudioProblemsProps) {
  const env = useEnv();
  const pending = answer?.changes.filter((c) => c.kind !== 'addIndex' && c.kind !== 'dropIndex') ?? [];
  return (
    <>
      <div data-testid="studio-problems">
        {problems.length === 0 ? (
          answer && <Alert type="success" showIcon message={env.t('studio.noProblems')} />
        ) : (
          <Alert
            type="error"
            showIcon
            message={env.t('studio.problemCount', { count: problems.length })}
            description={
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {problems.map((p, i) => (
                  <li key={i}>
                    {/* The problem's place in the text: shown and selected in the editor, however far down. */}
                    <Typography.Link data-testid="studio-problem-link" onClick={() => onReveal(p.path)}>
                      <code>{p.path || '/'}</code>
                    </Typography.Link>{' '}
                    {p.message}
                  </li>
                ))}
              </ul>
            }
          />
        )}
      </div>
      {answer && problems.length === 0 && (
        <div data-testid="studio-changes">
          <Typography.Text strong>{env.t('studio.changes')}：</Typography.Text>
          {pending.length === 0 ? env.t('studio.noChanges') : pending.map((c, i) => <Tag key={i} color={c.destructive ? 'red' : 'blue'}>{changeText(env, c)}</Tag>)}
        </div>
      )}
    </>
  );
}
