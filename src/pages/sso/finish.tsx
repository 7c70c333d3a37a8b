import { Button, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEnv } from '../../../registry';
import { useShell } from '../../shell/shell-context';
import { ACCESS } from '../../session/session';
import type { PositionRecord } from '../../session/types';

/**
 * The end of a single-sign-on sign-in in the browser: keeps the client token the server answered (the
 * session cookie is already set), then either loads the session and goes to the target, or, when the user
 * holds several positions, hands back the positions to choose from (as the sign-in page does).
 */
export function useFinishSignIn() {
  const env = useEnv();
  const { actions } = useShell();
  const navigate = useNavigate();
  const [choices, setChoices] = useState<PositionRecord[] | null>(null);
  const finish = async (answer: { token: string; need_choose_position: number }, target: string): Promise<void> => {
    actions.adopt(answer.token);
    if (answer.need_choose_position) {
      setChoices(await env.request<PositionRecord[]>(`${ACCESS}/account/positionOrg`, { messageHide: true }));
      return;
    }
    await actions.load();
    navigate(target, { replace: true });
  };
  return { choices, setChoices, finish };
}

/** The position picker after a sign-in for a user with several positions. */
export function PositionChooser({ positions, target, size, hint = true }: { positions: PositionRecord[]; target: string; size?: 'large'; hint?: boolean }) {
  const env = useEnv();
  const { actions } = useShell();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number>(positions[0]?.position_org_id);
  const [busy, setBusy] = useState(false);
  const enter = async () => {
    setBusy(true);
    try {
      await actions.switchPosition(chosen);
      navigate(target, { replace: true });
    } catch {
      // The request layer has shown why (once, as on the sign-in page); the picker stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {hint && <Typography.Paragraph type="secondary">{env.t('login.choosePositionHint')}</Typography.Paragraph>}
      <Radio.Group value={chosen} onChange={(e) => setChosen(e.target.value as number)} data-testid="position-choices">
        <Space direction="vertical">
          {positions.map((p) => (
            <Radio key={p.position_org_id} value={p.position_org_id}>
              {p.org_path_name.split('/').slice(-3).join(' / ')} — {p.position.name}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Button type="primary" block size={size} loading={busy} onClick={() => void enter()} data-testid="position-continue">
        {env.t('login.continue')}
      </Button>
    </Space>
  );
}
