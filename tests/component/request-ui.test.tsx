import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { useAppProps } from 'antd/es/app/context';
import { describe, expect, it } from 'vitest';
import { createConfirm, createRequestUi } from '../../src/app/request-ui';
import { createI18n } from '../../src/i18n';

const i18n = createI18n('zh');
const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params ?? {});

/** antd's modal and message, from a mounted App. */
async function antd(): Promise<useAppProps> {
  let api: useAppProps | null = null;
  function Grab() {
    api = AntApp.useApp();
    return null;
  }
  render(
    <AntApp>
      <Grab />
    </AntApp>,
  );
  await waitFor(() => expect(api).not.toBeNull());
  return api!;
}

describe('the request layer on antd', () => {
  it('a cancelled confirmation says 已取消 and resolves false; OK resolves true', async () => {
    const { modal, message } = await antd();
    const confirm = createConfirm(modal, message, t);
    const cancelled = confirm({ title: '删除', content: '确认删除吗？', okText: '确定', cancelText: '取消' });
    fireEvent.click(await screen.findByRole('button', { name: /取\s*消/ }));
    await expect(cancelled).resolves.toBe(false);
    expect(await screen.findByText('已取消')).toBeTruthy();
    const accepted = confirm({ title: '删除', content: '再次确认？', okText: '确定' });
    await screen.findByText('再次确认？');
    // The first dialog may still be closing: the second's button is the last one.
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1)!);
    await expect(accepted).resolves.toBe(true);
  });

  it('3010: lists each item with 阻断 / 警告 and its rule id', async () => {
    const { modal, message } = await antd();
    const ui = createRequestUi({ t, modal, message, signOutAndReload: () => undefined, signedIn: () => true, navigate: () => undefined, relogin: async () => false });
    ui.riskBlocked(
      [
        { id: 3, prompt_content_result: '超出信用额度', trigger_control_type: 'block' },
        { id: 7, prompt_content_result: '金额超过开票限额', trigger_control_type: 'warning' },
      ],
      '风控拦截',
    );
    const items = await screen.findByTestId('risk-items');
    expect(items.textContent).toBe('风控拦截阻断超出信用额度 （规则 3）警告金额超过开票限额 （规则 7）');
  });

  it('the logged-out confirm opens once however many calls are refused, with the default text, and 重新登录 signs out', async () => {
    const { modal, message } = await antd();
    let signedOut = 0;
    const ui = createRequestUi({ t, modal, message, signOutAndReload: () => void signedOut++, signedIn: () => true, navigate: () => undefined, relogin: async () => false });
    ui.loggedOut(null);
    ui.loggedOut('second');
    expect(await screen.findByText('你已被登出，可以取消继续留在该页面，或者重新登录')).toBeTruthy();
    expect(screen.queryByText('second')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: /重新登录/ }).at(-1)!);
    await waitFor(() => expect(signedOut).toBe(1));
  });

  it('9999: 修改密码, then the find-password page', async () => {
    const { modal, message } = await antd();
    const went: string[] = [];
    const ui = createRequestUi({ t, modal, message, signOutAndReload: () => undefined, signedIn: () => true, navigate: (to) => void went.push(to), relogin: async () => false });
    ui.passwordExpired(null);
    expect(await screen.findByText('您的密码已超过90天未修改，为了账号安全，请立即修改密码')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /修改密码/ }).at(-1)!);
    await waitFor(() => expect(went).toEqual(['/account/findpasswd']));
  });
});
