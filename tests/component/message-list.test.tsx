import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiCodeError } from '../../registry';
import type { MessageCounts, MessageItem } from '../../schemas/generated/message';
import { MESSAGE_INDEX_URL, MESSAGE_OPEN_URL, MESSAGE_READ_URL, MessageList } from '../../src/pages/messages/MessageList';
import { createFakeEnv, FakeEnvFrame, type FakeHandler } from '../../stories/fake-env';

const COUNTS: MessageCounts = { workflow: 2, inhand: 0, notice: 1, alarm: 0, flow_back: 0 };

function message(id: number, overrides: Partial<MessageItem> = {}): MessageItem {
  return {
    id, kind: 'notice', title: `审批通过：销售合同 ${id}`, content: `您提交的《销售合同 ${id}》已审批通过。`, status: 0, created_at: '2026-11-20 08:00:00',
    link: `/approve?data_id=${id}&workflow_label=sales_contract&workflow_tpl_id=1`, ...overrides,
  };
}

function mount(handler: FakeHandler, badge: number | undefined = 1, language: 'zh' | 'en' = 'zh') {
  const env = createFakeEnv(handler, language);
  const visited: string[] = [];
  const counted: MessageCounts[] = [];
  env.navigate = (to) => void visited.push(to);
  const view = (b: number | undefined) => (
    <FakeEnvFrame env={env}>
      <MessageList kind="notice" badge={b} onCounts={(counts) => void counted.push(counts)} />
    </FakeEnvFrame>
  );
  const { rerender } = render(view(badge));
  return { env, visited, counted, setBadge: (b: number) => rerender(view(b)) };
}

const urls = (env: { calls: { url: string }[] }) => env.calls.map((call) => call.url);

describe('a message list of the message centre', () => {
  it('shows each message\'s title and content; clicking the title opens it (read on the server) and goes to its address', async () => {
    const list = [message(1), message(2, { status: 1 })];
    const { env, visited, counted } = mount((url, options) => {
      if (url === MESSAGE_INDEX_URL) return { data: list, total: 2, unread: 1 };
      if (url === MESSAGE_OPEN_URL) return { message: { ...list[0]!, id: (options.body as { id: number }).id, status: 1 }, counts: { ...COUNTS, notice: 0 } };
      throw new Error(url);
    });
    const row = await screen.findByTestId('message-1');
    expect(within(row).getByText('您提交的《销售合同 1》已审批通过。')).toBeTruthy();
    expect(within(row).getByLabelText('未读')).toBeTruthy();
    const title = within(row).getByRole('link', { name: '审批通过：销售合同 1' });
    expect(title.getAttribute('href')).toBe(list[0]!.link);
    fireEvent.click(title);
    await waitFor(() => expect(visited).toEqual([list[0]!.link]));
    expect(env.calls.at(-1)).toMatchObject({ url: MESSAGE_OPEN_URL, options: { method: 'POST', body: { id: 1 } } });
    expect(counted).toEqual([{ ...COUNTS, notice: 0 }]);
  });

  it('clicking anywhere on the card opens it too, once; 标为已读 on it does not open it', async () => {
    const list = [message(7), message(8)];
    const { env, visited } = mount((url, options) => {
      if (url === MESSAGE_INDEX_URL) return { data: list, total: 2, unread: 2 };
      if (url === MESSAGE_OPEN_URL) return { message: { ...list.find((m) => m.id === (options.body as { id: number }).id)!, status: 1 }, counts: COUNTS };
      if (url === MESSAGE_READ_URL) return COUNTS;
      throw new Error(url);
    }, 2);
    fireEvent.click(within(await screen.findByTestId('message-8')).getByRole('button', { name: '标为已读' }));
    await waitFor(() => expect(urls(env)).toContain(MESSAGE_READ_URL));
    fireEvent.click(within(screen.getByTestId('message-7')).getByText('您提交的《销售合同 7》已审批通过。'));
    await waitFor(() => expect(visited).toEqual([list[0]!.link]));
    expect(env.calls.filter((call) => call.url === MESSAGE_OPEN_URL).map((call) => call.options.body)).toEqual([{ id: 7 }]);
  });

  it('a refused open (the message is gone or not yours) goes nowhere and reads the list again', async () => {
    const { env, visited } = mount((url) => {
      if (url === MESSAGE_OPEN_URL) throw new ApiCodeError(4403, '这不是您的消息');
      return { data: [message(3)], total: 1, unread: 1 };
    });
    fireEvent.click(await screen.findByRole('link', { name: '审批通过：销售合同 3' }));
    await waitFor(() => expect(urls(env)).toEqual([MESSAGE_INDEX_URL, MESSAGE_OPEN_URL, MESSAGE_INDEX_URL]));
    expect(visited).toEqual([]);
  });

  it('an address outside the site is never followed; the message is still read', async () => {
    const evil = message(4, { link: 'javascript:alert(1)' });
    const { env, visited, counted } = mount((url) => (url === MESSAGE_OPEN_URL ? { message: { ...evil, status: 1 }, counts: COUNTS } : { data: [evil], total: 1, unread: 1 }));
    const title = await screen.findByText('审批通过：销售合同 4');
    expect(title.closest('a')?.getAttribute('href')).toBeNull();
    fireEvent.click(title);
    await waitFor(() => expect(counted).toEqual([COUNTS]));
    expect(visited).toEqual([]);
    expect(urls(env)).toContain(MESSAGE_OPEN_URL);
  });

  it('标为已读 and 全部标为已读 read without leaving; the counters come from the server', async () => {
    const { env, visited, counted } = mount((url) => (url === MESSAGE_READ_URL ? { ...COUNTS, notice: 0 } : { data: [message(5), message(6)], total: 2, unread: 2 }), 2);
    const row = await screen.findByTestId('message-5');
    fireEvent.click(within(row).getByRole('button', { name: '标为已读' }));
    await waitFor(() => expect(counted).toHaveLength(1));
    fireEvent.click(screen.getByTestId('read-all'));
    await waitFor(() => expect(counted).toHaveLength(2));
    expect(env.calls.filter((call) => call.url === MESSAGE_READ_URL).map((call) => call.options.body)).toEqual([{ ids: [5] }, { ids: [5, 6] }]);
    expect(visited).toEqual([]);
  });

  it('reads the list again when its badge moves (a message arrived), not when the first counters come', async () => {
    const { env, setBadge } = mount(() => ({ data: [message(7)], total: 1, unread: 1 }), undefined);
    await screen.findByTestId('message-7');
    setBadge(1);
    setBadge(2);
    await waitFor(() => expect(urls(env)).toEqual([MESSAGE_INDEX_URL, MESSAGE_INDEX_URL]));
  });

  it('speaks English', async () => {
    mount(() => ({ data: [message(8)], total: 1, unread: 1 }), 1, 'en');
    const row = await screen.findByTestId('message-8');
    expect(within(row).getByRole('button', { name: 'Mark read' })).toBeTruthy();
    expect(within(row).getByLabelText('Unread')).toBeTruthy();
    expect(screen.getByTestId('read-all').textContent).toBe('Mark all read');
  });
});
