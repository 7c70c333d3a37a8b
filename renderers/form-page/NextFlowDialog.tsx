import { Alert, Descriptions, Modal, Select, Space, Tag } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useEnv } from '../../registry';
import type { NextFlowAnswer } from '../../schemas/generated/workflow';

/** Pending type 3 (审批人自选): the submitter picks the step's approvers. */
export const CHOOSE_APPROVERS = 3;

/**
 * The next approval step before a submit (spec 001 §4 "shows a next-flow view"): its name, how it decides
 * (全部通过, N人通过, ...) and who it goes to; when the step lets the submitter choose, a picker of its candidates.
 */
export function NextFlowDialog({ answer, onClose }: { answer: NextFlowAnswer; onClose(users: number[] | null): void }) {
  const env = useEnv();
  const step = answer.next_flow;
  const chooses = step?.pending_type === CHOOSE_APPROVERS;
  const [chosen, setChosen] = useState<number[]>([]);
  const [tried, setTried] = useState(false);
  const missing = chooses && chosen.length === 0;
  return (
    <Modal
      open
      title={env.t('form.nextFlowTitle')}
      okText={env.t('form.submitApproval')}
      cancelText={env.t('form.cancel')}
      onCancel={() => onClose(null)}
      onOk={() => {
        setTried(true);
        if (!missing) onClose(chooses ? chosen : []);
      }}
      destroyOnHidden
    >
      <div data-testid="next-flow">
        {step ? (
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={env.t('form.nextStep')}>{step.name}</Descriptions.Item>
            <Descriptions.Item label={env.t('form.round')}>{answer.round}</Descriptions.Item>
            <Descriptions.Item label={env.t('form.pendingType')}>{step.pending_type_label}</Descriptions.Item>
            <Descriptions.Item label={env.t('form.approvers')}>
              {chooses ? (
                <Space direction="vertical" style={{ width: '100%' }}>
                  <Select<number[]>
                    mode="multiple"
                    aria-label={env.t('form.chooseApprovers')}
                    placeholder={env.t('form.chooseApprovers')}
                    style={{ width: '100%' }}
                    status={tried && missing ? 'error' : undefined}
                    value={chosen}
                    maxCount={20}
                    options={step.users.map((u) => ({ value: u.id, label: u.name }))}
                    onChange={setChosen}
                  />
                  {tried && missing && <span role="alert" style={{ color: '#ff4d4f' }}>{env.t('form.chooseApprovers')}</span>}
                </Space>
              ) : step.users.length > 0 ? (
                step.users.map((u) => <Tag key={u.id}>{u.name}</Tag>)
              ) : (
                '/'
              )}
            </Descriptions.Item>
          </Descriptions>
        ) : (
          <Alert type="info" showIcon message={env.t('form.noNextStep')} />
        )}
      </div>
    </Modal>
  );
}

/**
 * Asks for the next step: `choose` opens the dialog and resolves with the approvers picked ([] when the step
 * needs none) or null when cancelled; `dialog` is where it renders.
 */
export function useNextFlowChooser(): { choose(answer: NextFlowAnswer): Promise<number[] | null>; dialog: ReactNode } {
  const [choosing, setChoosing] = useState<{ answer: NextFlowAnswer; resolve(users: number[] | null): void } | null>(null);
  const choose = useCallback((answer: NextFlowAnswer) => new Promise<number[] | null>((resolve) => setChoosing({ answer, resolve })), []);
  const dialog = choosing ? (
    <NextFlowDialog
      answer={choosing.answer}
      onClose={(users) => {
        choosing.resolve(users);
        setChoosing(null);
      }}
    />
  ) : null;
  return { choose, dialog };
}
