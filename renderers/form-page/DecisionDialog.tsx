import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useEnv } from '../../registry';

export type Decision = 'approve' | 'reject' | 'return';

/** A reject and a return always say why; an approval where the step asks for it (the server checks the same). */
export function needsOpinion(action: Decision, stepRequires: boolean): boolean {
  return action !== 'approve' || stepRequires;
}

interface DecisionDialogProps {
  action: Decision;
  /** The step of the caller's task asks an opinion for every decision (opinion_required 1). */
  stepRequires: boolean;
  busy: boolean;
  /** Confirmed with the opinion (trimmed; '' when none was given). */
  onConfirm(opinion: string): void;
  onCancel(): void;
}

/**
 * Confirms a decision before it acts (同意, 驳回, 退回): what it leads to, and the opinion, optional for an approval
 * unless the step requires one. Nothing is sent until the approver confirms; a missing opinion is named here.
 */
export function DecisionDialog({ action, stepRequires, busy, onConfirm, onCancel }: DecisionDialogProps) {
  const env = useEnv();
  const [opinion, setOpinion] = useState('');
  const [tried, setTried] = useState(false);
  const required = needsOpinion(action, stepRequires);
  const missing = required && opinion.trim() === '';
  return (
    <Modal
      open
      title={env.t(`decision.title.${action}`)}
      okText={env.t(`form.${action}`)}
      cancelText={env.t('form.cancel')}
      okButtonProps={{ danger: action === 'reject', loading: busy }}
      cancelButtonProps={{ disabled: busy }}
      maskClosable={false}
      onCancel={onCancel}
      onOk={() => {
        setTried(true);
        if (!missing) onConfirm(opinion.trim());
      }}
      destroyOnHidden
    >
      <div data-testid="decision-dialog">
        <Alert type={action === 'approve' ? 'info' : 'warning'} showIcon message={env.t(`decision.outcome.${action}`)} style={{ marginBottom: 12 }} />
        <Form layout="vertical" component="div">
          <Form.Item
            label={env.t('form.opinion')}
            htmlFor="decision-opinion"
            required={required}
            validateStatus={tried && missing ? 'error' : undefined}
            help={tried && missing ? <span role="alert">{env.t('form.opinionRequired')}</span> : undefined}
          >
            <Input.TextArea
              id="decision-opinion"
              placeholder={env.t(required ? 'decision.opinionRequired' : 'decision.opinionOptional')}
              rows={3}
              maxLength={500}
              showCount
              autoFocus
              value={opinion}
              onChange={(e) => setOpinion(e.target.value)}
            />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
