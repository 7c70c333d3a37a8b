import { FullscreenOutlined, LogoutOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useEnv } from '../../registry';
import { LanguageSwitch } from '../shell/LanguageSwitch';
import { useShell } from '../shell/shell-context';
import { headerPositions } from './header-positions';
import { MessageBell } from './MessageBell';

/** The header's position: the user's organisation and position, a menu of the others to switch to (then to the messages). */
function PositionSwitch({ phone }: { phone: boolean }) {
  const { store, actions } = useShell();
  const session = useSnapshot(store);
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  const positions = headerPositions(store.positions);
  const current = store.positions.find((p) => p.is_current === 1);
  const switchTo = async (positionOrgId: number) => {
    if (positionOrgId === current?.position_org_id) return;
    setSwitching(true);
    try {
      await actions.switchPosition(positionOrgId);
      navigate('/message');
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      disabled={switching || positions.length < 2}
      menu={{
        selectable: true,
        selectedKeys: current ? [String(current.position_org_id)] : [],
        items: positions.map((p) => ({ key: String(p.position_org_id), label: `${p.org_name} / ${p.position.name}` })),
        onClick: ({ key }) => void switchTo(Number(key)),
      }}
    >
      <Button data-testid="position-switch" loading={switching} title={`${session.user?.org_name ?? ''} / ${session.user?.position_name ?? ''}`} className="hkwl-position-switch">
        {phone ? session.user?.position_name : `${session.user?.org_name} / ${session.user?.position_name}`}
      </Button>
    </Dropdown>
  );
}

interface HeaderActionsProps {
  phone: boolean;
  /** Opens the keyboard shortcuts' help. */
  onHelp(): void;
  onFullscreen(): void;
}

/**
 * The header's actions: position, messages, the shortcuts' help, full screen, language, the user and sign-out. On a
 * phone the actions keep their width and the title gives way (it ends in an ellipsis): shrunk too, the actions
 * overflowed the header by the width of a Chinese label or two.
 */
export function HeaderActions({ phone, onHelp, onFullscreen }: HeaderActionsProps) {
  const env = useEnv();
  const { store } = useShell();
  const session = useSnapshot(store);
  const navigate = useNavigate();
  return (
    <Space size={phone ? 4 : 'middle'} style={{ marginLeft: 'auto', minWidth: 0, flexShrink: phone ? 0 : 1 }}>
      <PositionSwitch phone={phone} />
      <MessageBell />
      {!phone && (
        <Tooltip title={env.t('shortcuts.helpButton')}>
          <Button aria-label={env.t('shortcuts.helpButton')} icon={<QuestionCircleOutlined />} onClick={onHelp} data-testid="shortcuts-button" />
        </Tooltip>
      )}
      {!phone && (
        <Tooltip title={env.t('app.fullscreen')}>
          <Button aria-label={env.t('app.fullscreen')} icon={<FullscreenOutlined />} onClick={onFullscreen} data-testid="fullscreen" />
        </Tooltip>
      )}
      <LanguageSwitch />
      {/* On a phone the name is left to screen readers: the header has room for the position only. */}
      <Typography.Text data-testid="user-name" className={phone ? 'hkwl-visually-hidden' : undefined}>
        {session.user?.user_name}
      </Typography.Text>
      <Button data-testid="sign-out" aria-label={env.t('app.signOut')} title={phone ? env.t('app.signOut') : undefined} icon={<LogoutOutlined />} onClick={() => navigate('/logout')}>
        {phone ? null : env.t('app.signOut')}
      </Button>
    </Space>
  );
}
