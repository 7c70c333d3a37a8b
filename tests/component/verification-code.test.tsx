import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from '../../stories/verification-code.stories';
import { createFakeEnv } from '../../stories/fake-env';

const { ToMobile, TypedMobile, ToEmail, TooSoon, English } = composeStories(stories);

const send = () => screen.findByTestId('code-send', {}, { timeout: 10_000 });

afterEach(() => vi.useRealTimers());

describe('verification-code', () => {
  it('sends a code for the scene and counts 60 s down before another (the button disabled meanwhile)', async () => {
    const env = createFakeEnv(stories.codeHandler());
    render(<ToMobile env={env} />);
    const button = await send();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(button);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(button.textContent).toBe('请在60秒后重新获取');
    expect(env.calls.map((c) => [c.url, c.options.body])).toEqual([['/api/access/account/verifyCode', { target: '13800000000', drivers: ['sms'], scene: 'changepasswd' }]]);
    expect(env.notices).toEqual([{ kind: 'success', text: '验证码已发送，10分钟内有效' }]);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('请在59秒后重新获取');
    for (let i = 0; i < 59; i++) act(() => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('获取验证码');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('a typed mobile that is not one is refused before anything is sent', async () => {
    const env = createFakeEnv(stories.codeHandler());
    render(<TypedMobile env={env} />);
    await send();
    fireEvent.change(screen.getByRole('textbox', { name: '手机号' }), { target: { value: '1380000' } });
    fireEvent.click(await send());
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '请输入正确的手机号');
    expect(env.calls).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: '手机号' }), { target: { value: '13900001111' } });
    fireEvent.click(await send());
    await waitFor(() => expect(env.calls.map((c) => (c.options.body as { target: string }).target)).toEqual(['13900001111']));
  });

  it('an e-mail driver needs an e-mail address', async () => {
    const env = createFakeEnv(stories.codeHandler());
    render(<ToEmail env={env} />);
    await send();
    fireEvent.change(screen.getByRole('textbox', { name: '邮箱' }), { target: { value: 'not-an-email' } });
    fireEvent.click(await send());
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '请输入正确的邮箱地址');
    fireEvent.change(screen.getByRole('textbox', { name: '邮箱' }), { target: { value: 'li.ming@example.com' } });
    fireEvent.click(await send());
    await waitFor(() => expect(env.calls.map((c) => c.options.body)).toEqual([{ target: 'li.ming@example.com', drivers: ['email'], scene: 'changepasswd' }]));
  });

  it('the server saying "too soon" shows its message and still counts down', async () => {
    render(<TooSoon />);
    const button = await send();
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe('请在42秒后重新获取（code: 4408）');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
  });

  it('English', async () => {
    render(<English />);
    expect((await send()).textContent).toBe('Send code');
  });
});
