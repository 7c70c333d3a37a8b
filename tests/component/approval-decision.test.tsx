import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiCodeError } from '../../registry';
import * as stories from '../../stories/form-page.stories';
import { formEnv, type FormEnv, type FormStoryArgs } from '../../stories/form-page.stories';

const { ApproverTask, ApproverOpinionRequired, InApproval, Returned } = composeStories(stories);

const TIMEOUT = { timeout: 10_000 };
/** A button's name as antd shows it (two Chinese characters get a space between them). */
const named = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);
const posts = (env: FormEnv, suffix: string) => env.calls.filter((c) => c.url.endsWith(suffix)).map((c) => c.options.body as Record<string, unknown>);

function open(Story: typeof ApproverTask, wrap?: (env: FormEnv) => void): FormEnv {
  const env = formEnv(Story.args as FormStoryArgs);
  wrap?.(env);
  render(<Story env={env} />);
  return env;
}

async function decisionButtons() {
  return within(await screen.findByTestId('decision', {}, TIMEOUT));
}

describe('the approver confirms a decision before it acts', () => {
  it('同意 asks first, saying what it leads to; cancelling sends nothing, confirming without an opinion approves', async () => {
    const env = open(ApproverTask);
    fireEvent.click((await decisionButtons()).getByRole('button', { name: named('同意') }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('确认同意')).toBeTruthy();
    expect(dialog.getByText('同意后，单据进入下一审批步骤；没有下一步骤时审批完成。')).toBeTruthy();
    expect(dialog.getByPlaceholderText('审批意见（选填）')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: named('取消') }));
    await waitFor(() => expect(screen.queryByTestId('decision-dialog')).toBeNull());
    expect(posts(env, '/nextFlow')).toEqual([]);
    expect(posts(env, '/handle')).toEqual([]);

    fireEvent.click((await decisionButtons()).getByRole('button', { name: named('同意') }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: named('同意') }));
    await waitFor(() => expect(posts(env, '/handle')).toEqual([{ task_id: 31, action: 'approve' }]));
    await waitFor(() => expect(env.notices.map((n) => `${n.kind}:${n.text}`)).toContain('success:审批通过'));
  });

  it('on a step that requires an opinion, 同意 without one is refused in the dialog; with one it is sent', async () => {
    const env = open(ApproverOpinionRequired);
    const decision = await decisionButtons();
    expect(decision.getByText('该审批步骤要求填写审批意见')).toBeTruthy();
    fireEvent.click(decision.getByRole('button', { name: named('同意') }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('审批意见'), { target: { value: '   ' } });
    fireEvent.click(dialog.getByRole('button', { name: named('同意') }));
    await dialog.findByText('请填写审批意见');
    expect(posts(env, '/handle')).toEqual([]);
    fireEvent.change(dialog.getByLabelText('审批意见'), { target: { value: ' 单价已核对 ' } });
    fireEvent.click(dialog.getByRole('button', { name: named('同意') }));
    await waitFor(() => expect(posts(env, '/handle')).toEqual([{ task_id: 31, action: 'approve', opinion: '单价已核对' }]));
  });

  it('退回 says it goes back for changes, not a rejection, and is sent with its opinion', async () => {
    const env = open(ApproverTask);
    fireEvent.click((await decisionButtons()).getByRole('button', { name: named('退回') }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('确认退回')).toBeTruthy();
    expect(dialog.getByText(/状态为“已退回”（不是驳回）/)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('审批意见'), { target: { value: '请补充付款条款' } });
    fireEvent.click(dialog.getByRole('button', { name: named('退回') }));
    await waitFor(() => expect(posts(env, '/handle')).toEqual([{ task_id: 31, action: 'return', opinion: '请补充付款条款' }]));
    await waitFor(() => expect(env.notices.map((n) => `${n.kind}:${n.text}`)).toContain('success:已退回'));
    expect(posts(env, '/nextFlow')).toEqual([]);
  });

  it('a decision the server refuses leaves the dialog open with the opinion typed', async () => {
    let refused = 0;
    const env = open(ApproverTask, (env) => {
      const request = env.request;
      env.request = ((url, options) => {
        if (!url.endsWith('/handle')) return request(url, options);
        refused += 1;
        return Promise.reject(new ApiCodeError(4400, '该审批已处理'));
      }) as typeof env.request;
    });
    fireEvent.click((await decisionButtons()).getByRole('button', { name: named('驳回') }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('审批意见'), { target: { value: '金额有误' } });
    fireEvent.click(dialog.getByRole('button', { name: named('驳回') }));
    await waitFor(() => expect(refused).toBe(1));
    // Settled: 取消, disabled while the call was out, is enabled again.
    await waitFor(() => expect((dialog.getByRole('button', { name: named('取消') }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('decision-dialog')).toBeTruthy();
    expect((dialog.getByLabelText('审批意见') as HTMLTextAreaElement).value).toBe('金额有误');
    expect(env.notices.filter((n) => n.kind === 'success')).toEqual([]);
  });
});

describe('the flow log', () => {
  it('lists the submit and every action with its opinion, then the step pending now with who holds it', async () => {
    open(InApproval);
    const log = within(await screen.findByTestId('flow-log', {}, TIMEOUT));
    const entries = log.getAllByTestId('flow-entry').map((e) => e.textContent);
    expect(entries[0]).toContain('张伟');
    expect(entries[0]).toContain('已提交');
    expect(entries[1]).toContain('部门经理审批');
    expect(entries[1]).toContain('已通过');
    expect(entries[1]).toContain('同意');
    const pending = log.getByTestId('flow-pending').textContent;
    expect(pending).toContain('公司总经理审批');
    expect(pending).toContain('待审批');
    expect(pending).toContain('当前处理人：王建国');
  });

  it('a returned document reads 已退回 (not 已驳回), says it can be resubmitted, and is editable again', async () => {
    open(Returned);
    const form = await screen.findByTestId('form-page', {}, TIMEOUT);
    expect(form.getAttribute('data-mode')).toBe('edit');
    await waitFor(() => expect(screen.getByTestId('flow-status').textContent).toBe('已退回'));
    expect(screen.getByTestId('returned-hint').textContent).toContain('修改后可重新提交审批');
    expect((await screen.findAllByTestId('flow-entry')).map((e) => e.textContent).join('|')).toContain('请补充付款条款');
  });
});

describe('on a phone the decisions stay in reach (issue 20)', () => {
  const desktopMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = desktopMedia;
  });

  it('同意, 驳回 and 退回 sit in a bar fixed at the bottom of the screen; the form footer ends the page above room for it', async () => {
    window.matchMedia = (query: string) => ({ ...desktopMedia(query), matches: query.includes('max-width: 767px') });
    open(ApproverTask);
    await decisionButtons();
    const bar = screen.getByTestId('decision-bar');
    expect(bar.style.position).toBe('fixed');
    expect(bar.style.bottom).toBe('0px');
    expect(within(bar).getByRole('button', { name: named('同意') })).toBeTruthy();
    const footer = screen.getByTestId('form-footer');
    expect(footer.style.position).toBe('');
    expect(footer.style.marginBottom).toBe('64px');
  });

  it('on a desktop the decisions stay in the approval card and the footer is sticky', async () => {
    open(ApproverTask);
    await decisionButtons();
    expect(screen.getByTestId('decision-bar').style.position).toBe('');
    expect(screen.getByTestId('form-footer').style.position).toBe('sticky');
  });
});
