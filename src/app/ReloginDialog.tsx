import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { failureText, useEnv } from '../../registry';
import type { SessionActions } from '../session/session';

interface Credentials {
  user_mobile: string;
  password: string;
}

/**
 * The 4000 dialog: sign in again without leaving the page; the request that met 4000 is then sent again
 * (client.ts). The position the user worked in is chosen again when they hold several.
 */
export function ReloginDialog({ actions, positionOrgId, onDone }: { actions: SessionActions; positionOrgId: number | undefined; onDone(ok: boolean): void }) {
  const env = useEnv();
  const [form] = Form.useForm<Credentials>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const { user_mobile, password } = await form.validateFields();
    setBusy(true);
    setError(null);
    try {
      const positions = await actions.login(user_mobile, password);
      if (positions) {
        const again = positions.find((p) => p.position_org_id === positionOrgId) ?? positions[0];
        await actions.switchPosition(again.position_org_id);
      }
      onDone(true);
    } catch (e) {
      setError(failureText(env.t, e, 'errors.system'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={env.t('errors.relogin')}
      okText={env.t('login.submit')}
      cancelText={env.t('errors.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={() => onDone(false)}
      maskClosable={false}
      data-testid="relogin-dialog"
    >
      <Alert type="warning" showIcon message={env.t('errors.reloginHint')} style={{ marginBottom: 16 }} />
      {error && <Alert data-testid="relogin-error" type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" requiredMark={false} validateTrigger="onBlur" onFinish={() => void submit()}>
        <Form.Item name="user_mobile" label={env.t('login.mobile')} rules={[{ required: true, whitespace: true, message: env.t('login.required') }]}>
          <Input autoComplete="username" data-testid="relogin-mobile" />
        </Form.Item>
        <Form.Item name="password" label={env.t('login.password')} rules={[{ required: true, message: env.t('login.required') }]}>
          <Input.Password autoComplete="current-password" data-testid="relogin-password" onPressEnter={() => void submit()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
