import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACK_DELAY_MS } from '../../renderers/form-page/submit-flow';
import * as stories from '../../stories/form-page.stories';
import { formEnv, type FormEnv, type FormStoryArgs } from '../../stories/form-page.stories';
import { OWN_PRICE_SPLIT } from '../../stories/contract-form';

const { NewContract, NewFilled, NewInvalid, NewWithLines, DraftWithOwnSplit, WithoutApproval, WithoutApprovalKeptDraft, Draft, DraftNeedsFile, DraftFileTooLarge, DraftNeedsItem, NewNeedsFile, DraftWarned, DraftBlocked, InApproval, SeveralFlows, Mobile, ApproverTask, InDialog, English } = composeStories(stories);

const TIMEOUT = { timeout: 10_000 };
/** A button's name as antd shows it (two Chinese characters get a space between them). */
const named = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

function open(Story: typeof NewContract): FormEnv {
  const env = formEnv(Story.args as FormStoryArgs);
  render(<Story env={env} />);
  return env;
}

async function footer() {
  return within(await screen.findByTestId('form-footer', {}, TIMEOUT));
}

afterEach(() => vi.useRealTimers());

/**
 * Resolves once the first call to an address ending in `suffix` has its answer or its refusal: an event to
 * wait for where the page shows nothing of it. Wraps env.request, so it comes before the render.
 */
function settledCall(env: FormEnv, suffix: string): Promise<void> {
  const request = env.request;
  return new Promise((resolve) => {
    env.request = ((url, options) => {
      const answer = request(url, options);
      if (url.endsWith(suffix)) void answer.then(() => resolve(), () => resolve());
      return answer;
    }) as typeof env.request;
  });
}

/** Uploads one file through the 附件上传 dialog the container opens, and closes it once the file is stored. */
async function uploadInDialog(container: HTMLElement, name: string): Promise<void> {
  fireEvent.click(within(container).getByTestId('open-upload'));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(dialog.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [new File(['%PDF'], name)] } });
  await within(dialog).findByText('上传成功');
  fireEvent.click(within(dialog).getByRole('button', { name: named('关闭') }));
}

const posts = (env: FormEnv, suffix: string) => env.calls.filter((c) => c.url.endsWith(suffix)).map((c) => c.options.body as Record<string, unknown>);
const notices = (env: FormEnv) => env.notices.map((n) => `${n.kind}:${n.text}`);

describe('form-page stories', () => {
  it('NewContract: approval mode offers 暂存, 保存, 保存并提交, 查看审批信息 and 返回; creator and department come from the user', async () => {
    open(NewContract);
    const bar = await footer();
    expect(bar.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['暂存', '保存', '保存并提交', '查看审批信息', '返回']);
    const audit = within(screen.getByTestId('audit'));
    expect(audit.getByText('张伟')).toBeTruthy();
    expect(audit.getByText('华东销售一组')).toBeTruthy();
    // Times of a new record read '/'.
    expect(audit.getAllByText('/')).toHaveLength(2);
    expect(screen.queryByTestId('approval-panel')).toBeNull();
    fireEvent.click(bar.getByRole('button', { name: '查看审批信息' }));
    expect(screen.getByTestId('approval-panel').textContent).toContain('单据尚未提交审批');
  });

  it('the resource\'s field rules refuse a bad amount and number before anything is sent; the numbered field is optional', async () => {
    const env = open(NewInvalid);
    fireEvent.click((await footer()).getByRole('button', { name: named('保存') }));
    // The notice names the first field that blocks, with its message.
    await waitFor(() => expect(notices(env)).toContain('error:保存失败，请将表单填写完整。合同编号：合同编号只能包含字母、数字和-'));
    expect(await screen.findByText('合同金额不能小于0.01')).toBeTruthy();
    expect(screen.getByText('合同编号只能包含字母、数字和-')).toBeTruthy();
    expect(posts(env, '/add')).toEqual([]);
    expect(screen.getByPlaceholderText('不填写则保存时自动生成')).toBeTruthy();
  });

  it('saving an incomplete form says 保存失败，请将表单填写完整 with the first field that blocks, and writes nothing', async () => {
    const env = open(NewContract);
    fireEvent.click((await footer()).getByRole('button', { name: named('保存') }));
    await waitFor(() => expect(notices(env)).toContain('error:保存失败，请将表单填写完整。合同名称：该字段是必填字段'));
    expect(posts(env, '/add')).toEqual([]);
    expect(await screen.findAllByText('该字段是必填字段')).not.toHaveLength(0);
  });

  it('a draft needs only its temporary-rule field: 暂存 posts stash with submit_status -1, then 暂存成功！ and the user stays, on the stored draft', async () => {
    const env = formEnv(NewContract.args as FormStoryArgs);
    const stashed = settledCall(env, '/stash');
    render(<NewContract env={env} />);
    fireEvent.click((await footer()).getByRole('button', { name: named('暂存') }));
    await waitFor(() => expect(notices(env)).toContain('error:保存失败，请将表单填写完整。合同名称：该字段是必填字段'));
    fireEvent.change(screen.getByLabelText('合同名称'), { target: { value: '草拟中的合同' } });
    const stash = (await footer()).getByRole('button', { name: named('暂存') });
    // On a fake clock: no way back comes, however long after the success notice.
    // (testing-library's waitFor needs the real clock: from here the stash call's answer is waited for.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(stash);
    await act(() => stashed);
    expect(notices(env)).toContain('success:暂存成功！');
    expect(posts(env, '/stash')).toEqual([{ contract_name: '草拟中的合同', submit_status: -1, perms_id: 301 }]);
    act(() => vi.advanceTimersByTime(BACK_DELAY_MS * 10));
    vi.useRealTimers();
    expect(env.navigations).toEqual([]);
    // The page goes on as the stored draft (id 8), its address naming it.
    await waitFor(() => expect(env.calls.some((c) => c.url.endsWith('/detail') && c.options.query?.id === 8)).toBe(true));
    expect(new URLSearchParams(window.location.search).get('data_id')).toBe('8');
    expect((await screen.findByTestId('form-page')).getAttribute('data-mode')).toBe('edit');
    window.history.replaceState(null, '', '/');
  });

  it('保存并提交: confirm, add with submit_status 1, the next step shown, submitFlow, 提交审批成功！', async () => {
    const env = open(NewFilled);
    fireEvent.click((await footer()).getByRole('button', { name: named('保存并提交') }));
    const step = await screen.findByTestId('next-flow', {}, TIMEOUT);
    expect(env.confirms).toEqual(['提交后数据不可修改，确认提交？']);
    expect(step.textContent).toContain('部门经理审批');
    expect(step.textContent).toContain('全部通过');
    expect(step.textContent).toContain('李明');
    expect(posts(env, '/add')).toEqual([
      { contract_no: 'HT-2026-0100', contract_name: '新签合同', customer_name: '华东化工有限公司', sign_date: '2026-11-21', goods_name: '聚丙烯', amount: 20000000, submit_status: 1, perms_id: 301 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: named('提交') }));
    await waitFor(() => expect(notices(env)).toContain('success:提交审批成功！'));
    expect(posts(env, '/submitFlow')).toEqual([{ tpl_label: 'sales_contract', form_data_id: 8, title: '新签合同' }]);
    await waitFor(() => expect(env.navigations).toEqual(['/contract/sales']));
  });

  it('without an active template the save button reads 提交 and asks the server to complete the document (submit_status 1, no status)', async () => {
    const env = open(WithoutApproval);
    const bar = await footer();
    expect(bar.queryByRole('button', { name: named('保存并提交') })).toBeNull();
    fireEvent.click(bar.getByRole('button', { name: named('提交') }));
    await waitFor(() => expect(notices(env)).toContain('success:提交成功！'));
    expect(posts(env, '/add')[0]).toMatchObject({ submit_status: 1 });
    expect(posts(env, '/add')[0]).not.toHaveProperty('status');
    expect(posts(env, '/submitFlow')).toEqual([]);
  });

  it('提交 that the server keeps a draft (its template is active after all) says so instead of 提交成功', async () => {
    const env = open(WithoutApprovalKeptDraft);
    const bar = await footer();
    fireEvent.click(bar.getByRole('button', { name: named('提交') }));
    await waitFor(() => expect(notices(env)).toContain('warning:已保存为草稿：该单据须提交审批后才能生效'));
    expect(notices(env)).not.toContain('success:提交成功！');
  });

  it('a stored draft saves through update with its id and the save intent (submit_status 0), never the status', async () => {
    const env = open(Draft);
    fireEvent.click((await footer()).getByRole('button', { name: named('保存') }));
    await waitFor(() => expect(notices(env)).toContain('success:保存成功！'));
    expect(posts(env, '/update')).toEqual([
      { contract_no: 'HT-2026-0007', contract_name: '聚乙烯年度供货合同', customer_name: '华东化工有限公司', sign_date: '2026-11-20', goods_name: '聚乙烯', amount: 880000, remark: null, id: 7, submit_status: 0, perms_id: 301 },
    ]);
  });

  it('a warning rule (2888) asks with its items; accepted, the save is sent again with the rule codes and the token', async () => {
    const env = open(DraftWarned);
    fireEvent.click((await footer()).getByRole('button', { name: named('保存') }));
    await waitFor(() => expect(notices(env)).toContain('success:保存成功！'));
    expect(env.confirms).toEqual(['以下风控规则需要您确认：\n1. 合同金额超过1000万元，请确认\n是否继续提交？']);
    const [first, second] = posts(env, '/update');
    expect(first.confirm_rule_code).toBeUndefined();
    expect(second).toMatchObject({ confirm_rule_code: ['SC_AMOUNT_WARN'], confirm_token: 'tok', id: 7 });
  });

  it('a block rule (3010) stops the save: no success, the form keeps its values and stays editable', async () => {
    const env = formEnv(DraftBlocked.args as FormStoryArgs);
    const refused = settledCall(env, '/update');
    render(<DraftBlocked env={env} />);
    fireEvent.click((await footer()).getByRole('button', { name: named('保存') }));
    // Once the save has taken the refusal (and act has drained the work it started), a success notice, and
    // the way back after it, would have been given.
    await act(() => refused);
    expect(posts(env, '/update')).toHaveLength(1);
    expect(notices(env).filter((n) => n.startsWith('success'))).toEqual([]);
    expect(env.navigations).toEqual([]);
    expect((screen.getByLabelText('合同编号') as HTMLInputElement).value).toBe('HT-2026-0007');
  });

  it('InApproval: read-only with section tabs and the flow log; its creator may recall (confirmed first)', async () => {
    const env = open(InApproval);
    const page = await screen.findByTestId('form-page', {}, TIMEOUT);
    expect(page.getAttribute('data-mode')).toBe('read');
    expect(screen.queryByLabelText('合同编号')).toBeNull();
    expect(page.textContent).toContain('HT-2026-0007');
    expect(page.textContent).toContain('880,000.00');
    expect(within(screen.getByTestId('section-tabs')).getAllByRole('tab').map((t) => t.textContent)).toEqual(['基本信息', '标的与金额', '备注']);
    const bar = await footer();
    expect(bar.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['隐藏审批信息', '导出', '返回']);
    const panel = within(screen.getByTestId('approval-panel'));
    expect(panel.getByTestId('flow-status').textContent).toBe('审批中');
    await panel.findByText('部门经理审批');
    fireEvent.click(panel.getByTestId('recall'));
    await waitFor(() => expect(posts(env, '/recall')).toEqual([{ tpl_id: 1, form_data_id: 7 }]));
    expect(env.confirms).toEqual(['确定撤回该单据吗？撤回后可修改并重新提交。']);
    // 查看/隐藏审批信息 toggles the panel.
    fireEvent.click(bar.getByRole('button', { name: '隐藏审批信息' }));
    expect(screen.queryByTestId('approval-panel')).toBeNull();
  });

  it("InApproval: 附件信息 lists the record's files (file/index) read only: sizes, 无 for no remarks, 预览 and 下载 unless not_down", async () => {
    const env = open(InApproval);
    await screen.findByTestId('detail-tabs', {}, TIMEOUT);
    fireEvent.click(screen.getByRole('tab', { name: '附件信息' }));
    const list = await screen.findByTestId('attachment-list');
    await waitFor(() => expect(list.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(2));
    const rows = [...list.querySelectorAll('tbody tr.ant-table-row')].map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([
      ['1', '合同扫描件.pdf', '240.0 KB', '双方盖章', '2026-11-20 09:05:00', '预览下载'],
      ['2', '报价单.xlsx', '10.0 KB', '无', '2026-11-20 09:06:00', '预览'],
    ]);
    expect(screen.queryByTestId('open-upload')).toBeNull();
    expect(env.calls.find((c) => c.url === '/api/base/file/index')?.options.query).toEqual({ resource: 'sales_contract', data_id: 7, perms_id: 301 });
  });

  it('a stored draft lists its files under 附件信息 with 上传附件, remarks and delete', async () => {
    open(Draft);
    const section = within(await screen.findByTestId('attachments-section', {}, TIMEOUT));
    await waitFor(() => expect(section.getAllByRole('row')).toHaveLength(3));
    expect(section.getByTestId('open-upload')).toBeTruthy();
    expect(section.getAllByRole('button', { name: '编辑备注' })).toHaveLength(2);
    expect(section.getAllByRole('button', { name: '删除' })).toHaveLength(2);
  });

  it('a required attachment field: saving without a file says 请上传文件附件 and sends nothing; uploaded, the save goes without the field', async () => {
    const env = open(DraftNeedsFile);
    const bar = await footer();
    // The form lists the files in its field: no second list below it.
    expect(screen.queryByTestId('attachments-section')).toBeNull();
    const field = (await screen.findByText('合同扫描件', {}, TIMEOUT)).closest('.ant-formily-item') as HTMLElement;
    await within(field).findByText('暂无数据');
    fireEvent.click(bar.getByRole('button', { name: named('保存') }));
    await within(field).findByText('请上传文件附件');
    expect(posts(env, '/update')).toEqual([]);
    await uploadInDialog(field, '扫描件.pdf');
    await waitFor(() => expect(within(field).queryByText('请上传文件附件')).toBeNull());
    fireEvent.click(bar.getByRole('button', { name: named('保存') }));
    await waitFor(() => expect(notices(env)).toContain('success:保存成功！'));
    expect(posts(env, '/update')[0]).not.toHaveProperty('scans');
  });

  it('a file over its field\'s size (the limit lowered after it was attached): 序号为2附件超过1M…, nothing sent; removed, the save goes', async () => {
    const env = open(DraftFileTooLarge);
    const bar = await footer();
    const field = (await screen.findByText('合同扫描件', {}, TIMEOUT)).closest('.ant-formily-item') as HTMLElement;
    await within(field).findByText('盖章原件.pdf');
    const message = '序号为2附件超过1M，请压缩后再提交或压缩完成之后再上传';
    fireEvent.click(bar.getByRole('button', { name: named('保存') }));
    await waitFor(() => expect(notices(env)).toContain(`error:保存失败，请将表单填写完整。合同扫描件：${message}`));
    expect(posts(env, '/update')).toEqual([]);
    expect(within(field).getByText(message)).toBeTruthy();
    fireEvent.click(within(field).getAllByRole('button', { name: '删除' })[1]!);
    await waitFor(() => expect(within(field).queryByText('盖章原件.pdf')).toBeNull());
    await waitFor(() => expect(within(field).queryByText(message)).toBeNull());
    fireEvent.click(bar.getByRole('button', { name: named('保存') }));
    await waitFor(() => expect(notices(env)).toContain('success:保存成功！'));
  });

  it('a required-items table: saving with 合同原件 empty says 请上传文件附件：合同原件; a file for another item does not meet it; one for it does', async () => {
    const env = open(DraftNeedsItem);
    const bar = await footer();
    const table = await screen.findByTestId('attachment-collect', {}, TIMEOUT);
    const field = table.closest('.ant-formily-item') as HTMLElement;
    // The table is lent by the attachments renderer: its field is marked required once it has mounted.
    await waitFor(() => expect(field.querySelector('.ant-formily-item-asterisk')?.textContent).toBe('*'));
    const rowOf = (label: string) => within(table).getByText(label).closest('tr') as HTMLElement;
    const choose = (label: string, name: string) => fireEvent.change(rowOf(label).querySelector('input[type=file]') as HTMLInputElement, { target: { files: [new File(['%PDF'], name)] } });
    fireEvent.click(bar.getByRole('button', { name: named('保存') }));
    await within(field).findByText('请上传文件附件：合同原件');
    choose('其他材料', '附件.pdf');
    await waitFor(() => expect(within(rowOf('其他材料')).getAllByTestId('collected-file')).toHaveLength(1));
    fireEvent.click(bar.getByRole('button', { name: named('保存') }));
    await within(field).findByText('请上传文件附件：合同原件');
    expect(posts(env, '/update')).toEqual([]);
    choose('合同原件', '合同.pdf');
    await waitFor(() => expect(within(field).queryByText('请上传文件附件：合同原件')).toBeNull());
    expect(env.files.forms.map((form) => form.find(([name]) => name === 'item')?.[1])).toEqual(['other_papers', 'signed_contract']);
    fireEvent.click(bar.getByRole('button', { name: named('保存') }));
    await waitFor(() => expect(notices(env)).toContain('success:保存成功！'));
    expect(posts(env, '/update')[0]).not.toHaveProperty('documents');
  });

  it('a new document takes files at once: uploaded without a record, they travel with the add as pending_files', async () => {
    const env = open(NewNeedsFile);
    const bar = await footer();
    const field = (await screen.findByText('合同扫描件', {}, TIMEOUT)).closest('.ant-formily-item') as HTMLElement;
    expect(field.querySelector('.ant-formily-item-asterisk')?.textContent).toBe('*');
    // Nothing to list yet, and nothing asked of the server for it.
    await within(field).findByText('暂无数据');
    expect(env.calls.some((c) => c.url.startsWith('/api/base/file/'))).toBe(false);
    fireEvent.click(bar.getByRole('button', { name: named('保存') }));
    await within(field).findByText('请上传文件附件');
    expect(posts(env, '/add')).toEqual([]);
    await uploadInDialog(field, '扫描件.pdf');
    await within(field).findByText('扫描件.pdf');
    // The upload named no record: the server holds it pending until the add binds it.
    expect(env.files.forms.at(-1)?.some(([name]) => name === 'data_id')).toBe(false);
    await waitFor(() => expect(within(field).queryByText('请上传文件附件')).toBeNull());
    fireEvent.click(bar.getByRole('button', { name: named('保存') }));
    await waitFor(() => expect(posts(env, '/add')).toHaveLength(1));
    const uploaded = env.files.files.at(-1)!;
    expect(uploaded).toMatchObject({ name: '扫描件.pdf', data_id: 0 });
    expect(posts(env, '/add')[0]).toMatchObject({ pending_files: [uploaded.id] });
    expect(posts(env, '/add')[0]).not.toHaveProperty('scans');
  });

  it('a new contract’s file list takes uploads before the first save; they go with the add', async () => {
    const env = open(NewContract);
    const section = within(await screen.findByTestId('attachments-section', {}, TIMEOUT));
    expect(section.queryByTestId('attachments-save-first')).toBeNull();
    expect(env.calls.some((c) => c.url.startsWith('/api/base/file/'))).toBe(false);
    await section.findByTestId('open-upload');
    await uploadInDialog(screen.getByTestId('attachments-section'), '报价单.pdf');
    await section.findByText('报价单.pdf');
    expect(env.files.forms.at(-1)?.some(([name]) => name === 'data_id')).toBe(false);
  });

  it('SeveralFlows: a switcher picks the workflow record whose status and log the panel shows', async () => {
    open(SeveralFlows);
    const switcher = await screen.findByTestId('flow-switcher', {}, TIMEOUT);
    expect(screen.getByTestId('flow-status').textContent).toBe('已完成');
    await screen.findByText('部门经理审批');
    fireEvent.click(within(switcher).getByText('2. 合同变更审批'));
    await waitFor(() => expect(screen.getByTestId('flow-status').textContent).toBe('已驳回'));
    await screen.findByText('变更理由不足');
  });

  it('Mobile: relationInfo is hidden, the fields stack, and 查看审批列表 goes to the approval list', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query === '(max-width: 767px)' })) as typeof window.matchMedia;
    try {
      const env = open(Mobile);
      await screen.findByTestId('form-page', {}, TIMEOUT);
      expect(screen.queryByText('关联信息')).toBeNull();
      expect(screen.getAllByText('基本信息').length).toBeGreaterThan(0);
      fireEvent.click(screen.getByTestId('to-approve-list'));
      expect(env.navigations).toEqual(['/mobileApproveList']);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('ApproverTask: the approver decides their task; rejecting needs an opinion; back goes to the workflow tab', async () => {
    const env = open(ApproverTask);
    const decision = within(await screen.findByTestId('decision', {}, TIMEOUT));
    expect((screen.getByTestId('recall') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(decision.getByRole('button', { name: named('驳回') }));
    const rejecting = within(await screen.findByRole('dialog'));
    fireEvent.click(rejecting.getByRole('button', { name: named('驳回') }));
    await rejecting.findByText('请填写审批意见');
    expect(posts(env, '/handle')).toEqual([]);
    fireEvent.click(rejecting.getByRole('button', { name: named('取消') }));
    await waitFor(() => expect(screen.queryByTestId('decision-dialog')).toBeNull());
    fireEvent.click(decision.getByRole('button', { name: named('同意') }));
    const approving = within(await screen.findByRole('dialog'));
    fireEvent.change(approving.getByLabelText('审批意见'), { target: { value: '价格需要复核' } });
    fireEvent.click(approving.getByRole('button', { name: named('同意') }));
    await waitFor(() => expect(posts(env, '/handle')).toEqual([{ task_id: 31, action: 'approve', opinion: '价格需要复核' }]));
    expect(posts(env, '/nextFlow')).toEqual([{ tpl_label: 'sales_contract', form_data_id: 7, task_id: 31 }]);
    // Decided, the page goes back to the workflow tab (after_action back, the default); so does 返回.
    await waitFor(() => expect(env.navigations).toEqual(['/message?active=workflow']));
    fireEvent.click((await footer()).getByRole('button', { name: named('返回') }));
    await waitFor(() => expect(env.navigations).toEqual(['/message?active=workflow', '/message?active=workflow']));
  });

  it('InDialog: the row names the record; a save closes the dialog (changed) instead of navigating', async () => {
    const closes: boolean[] = [];
    const env = formEnv({ ...(InDialog.args as FormStoryArgs), dialogCloses: closes });
    render(<InDialog env={env} dialogCloses={closes} />);
    fireEvent.click((await footer()).getByRole('button', { name: named('保存') }));
    await waitFor(() => expect(closes).toEqual([true]));
    expect(env.calls.find((c) => c.url.endsWith('/detail'))?.options.query).toEqual({ id: 7, perms_id: 301 });
    expect(posts(env, '/update')[0]).toMatchObject({ id: 7 });
    expect(env.navigations).toEqual([]);
  });

  it('English: the footer and the audit labels in English', async () => {
    open(English);
    const bar = await footer();
    expect(bar.getAllByRole('button').map((b) => b.textContent)).toEqual(['Save draft', 'Save', 'Save and submit', 'Show approval', 'Back']);
    expect(screen.getByTestId('audit').textContent).toContain('Created by');
  });
});

describe('a contract\'s own price split (issue 21)', () => {
  const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
  /** The stored contract with its own split, its unit price's 拆分 dialog open. */
  async function openOwnSplit() {
    const env = open(DraftWithOwnSplit);
    await screen.findByRole('grid', {}, TIMEOUT);
    fireEvent.click(await screen.findByRole('button', { name: '编辑单价的价格拆分' }, TIMEOUT));
    const dialog = await screen.findByRole('dialog', { name: '单价价格拆分' }, TIMEOUT);
    return { env, split: within(await within(dialog).findByTestId('price-split', {}, TIMEOUT)) };
  }

  it('opens with the split the document keeps: its sub-items as columns, computed from the line', async () => {
    open(DraftWithOwnSplit);
    await screen.findByRole('grid', {}, TIMEOUT);
    await waitFor(() => expect(headers()).toEqual(expect.arrayContaining(['不含税单价', '单位税额', '运费', '货款'])));
    // 1130 / 1.13 = 1000; 货款 = 1000 - 50.
    expect(screen.getByRole('gridcell', { name: '第 1 行 运费' }).textContent).toBe('50.000');
    expect(screen.getByRole('gridcell', { name: '第 1 行 货款' }).textContent).toBe('950.000');
  });

  it('a split changed in 拆分 is sent with the document under line_splits, with each line\'s own sub-items', async () => {
    const { env, split } = await openOwnSplit();
    // The tax split is the server's: its formulas are shown, not edited, and not removed.
    expect(split.queryByRole('button', { name: '编辑公式 1' })).toBeNull();
    expect(split.queryByRole('button', { name: '删除 1' })).toBeNull();
    fireEvent.click(split.getByRole('button', { name: named('新增') }));
    fireEvent.click(split.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(headers()).toContain('子项5'));
    fireEvent.click((await footer()).getByRole('button', { name: named('保存') }));
    await waitFor(() => expect(posts(env, '/update')).toHaveLength(1));
    const [body] = posts(env, '/update');
    expect(body.line_splits).toEqual({ lines: { price: [...OWN_PRICE_SPLIT, { key: 'split_3', label: '子项5' }] } });
    expect((body.lines as Record<string, unknown>[])[0]).toMatchObject({ split_1: 50, split_2: 950 });
  });

  it('sub-items removed in 拆分 leave the rows, so the save does not send values of a split the document no longer has', async () => {
    const { env, split } = await openOwnSplit();
    // 货款 reads 运费: it goes first.
    fireEvent.click(split.getByRole('button', { name: '删除 4' }));
    await waitFor(() => expect(split.queryByRole('button', { name: '删除 4' })).toBeNull());
    fireEvent.click(split.getByRole('button', { name: '删除 3' }));
    await waitFor(() => expect(split.queryByRole('button', { name: '删除 3' })).toBeNull());
    fireEvent.click(split.getByRole('button', { name: named('新增') }));
    fireEvent.click(split.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(headers()).not.toContain('运费'));
    fireEvent.click((await footer()).getByRole('button', { name: named('保存') }));
    await waitFor(() => expect(posts(env, '/update')).toHaveLength(1));
    const [body] = posts(env, '/update');
    // As the request sends it (JSON): the removed sub-items' values are gone, the rest as it was.
    const [sent] = JSON.parse(JSON.stringify(body.lines)) as Record<string, unknown>[];
    expect(sent).not.toHaveProperty('split_1');
    expect(sent).not.toHaveProperty('split_2');
    expect(sent).toMatchObject({ goods_name: '螺纹钢 HRB400', quantity: 10, price: 1130 });
  });
});

describe('a form with goods lines (issue 21)', () => {
  it('the lines are an editable table in the form; they are sent with the document, amounts computed', async () => {
    const env = open(NewWithLines);
    const table = await screen.findByRole('grid', {}, TIMEOUT);
    fireEvent.mouseDown(screen.getByRole('gridcell', { name: '第 1 行 数量' }));
    fireEvent.keyDown(table, { key: '3' });
    const input = await within(screen.getByRole('gridcell', { name: '第 1 行 数量' })).findByRole('textbox');
    fireEvent.change(input, { target: { value: '30' } });
    fireEvent.keyDown(input, { key: 'Tab' });
    await waitFor(() => expect(screen.getByRole('gridcell', { name: '第 1 行 金额' }).textContent).toBe('114,600.00'));
    // The form taking the rows does not reset the table: the focus went on to the next cell.
    await waitFor(() => expect(screen.getByRole('gridcell', { name: '第 1 行 单价' }).className).toContain('hkwl-grid-active'));
    fireEvent.click((await footer()).getByRole('button', { name: named('保存') }));
    await waitFor(() => expect(posts(env, '/add')).toHaveLength(1));
    expect(posts(env, '/add')[0].lines).toEqual([{ goods_name: '螺纹钢 HRB400', spec: 'Φ12', quantity: 30, price: 3820, amount: 114600, tax_rate: 0.13, delivery_date: '2026-12-05', urgent: 0 }]);
  });

  it('the lines\' column setting is the user\'s under the form\'s menu, named by the field', async () => {
    const env = open(NewWithLines);
    const grid = await screen.findByRole('grid', {}, TIMEOUT);
    // The grid is named by its form item's label (in the user's language), not the block's own title.
    expect(grid.getAttribute('aria-label')).toMatch(/^商品明细/);
    await waitFor(() => expect(env.settingCalls.map((c) => c.options.query)).toEqual([{ table_name: 'lines', perms_id: 301, own_columns: true }]));
  });

  it('合同金额 follows its lines while they hold amounts: their sum, read-only, said under it; it is typed again without lines', async () => {
    open(NewWithLines);
    const table = await screen.findByRole('grid', {}, TIMEOUT);
    const shown = () => document.querySelector('[data-field="amount"]')?.textContent;
    const quantity = screen.getByRole('gridcell', { name: '第 1 行 数量' });
    fireEvent.mouseDown(quantity);
    fireEvent.keyDown(table, { key: 'Enter' });
    const input = await within(quantity).findByRole('textbox');
    fireEvent.change(input, { target: { value: '30' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    // 30 × 3,820: shown, not typed, and said to be the lines' total.
    await waitFor(() => expect(shown()).toBe('114,600.00'));
    expect(screen.queryByLabelText('合同金额')).toBeNull();
    expect(screen.getByText('按商品明细合计自动计算')).toBeTruthy();
    // Its row deleted, the amount is the user's to type again.
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    fireEvent.click(screen.getByRole('button', { name: /删除行/ }));
    await waitFor(() => expect(screen.getByLabelText('合同金额')).toBeTruthy());
    expect(screen.queryByText('按商品明细合计自动计算')).toBeNull();
  });

  it('with rows but no amount in them yet, 合同金额 is still the rows’ (empty, read-only): the save names the row’s cell, not 合同金额', async () => {
    const env = open(NewWithLines);
    await screen.findByRole('grid', {}, TIMEOUT);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    fireEvent.click(screen.getByRole('button', { name: /删除行/ }));
    await waitFor(() => expect(screen.getByLabelText('合同金额')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '新增行' }));
    // A row without its amount: the total is not a number the user typed before the rows, and not theirs to type.
    await waitFor(() => expect(screen.queryByLabelText('合同金额')).toBeNull());
    expect(screen.getByText('按商品明细合计自动计算')).toBeTruthy();
    fireEvent.click((await footer()).getByRole('button', { name: named('保存') }));
    await waitFor(() => expect(notices(env).some((n) => n.startsWith('error:保存失败，请将表单填写完整。商品明细：第 1 行 商品名称'))).toBe(true));
    expect(notices(env).join('\n')).not.toContain('合同金额');
    expect(posts(env, '/add')).toEqual([]);
  });

  it('a line with an empty required cell stops the save, naming the first cell that blocks and how many need attention', async () => {
    const env = open(NewWithLines);
    await screen.findByRole('grid', {}, TIMEOUT);
    fireEvent.click(screen.getByRole('button', { name: '新增行' }));
    // A new row is not red before anything was typed.
    await waitFor(() => expect(screen.getByRole('gridcell', { name: '第 2 行 商品名称' }).getAttribute('aria-invalid')).toBeNull());
    expect(screen.queryByText(/单元格需要填写或修改/)).toBeNull();
    fireEvent.click((await footer()).getByRole('button', { name: named('保存') }));
    const where = '第 2 行 商品名称：请输入商品名称（共 3 个单元格需要填写或修改）';
    await waitFor(() => expect(notices(env)).toContain(`error:保存失败，请将表单填写完整。商品明细：${where}`));
    expect(await screen.findByText(where)).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: '第 2 行 商品名称' }).textContent).toBe('请输入商品名称');
    expect(posts(env, '/add')).toEqual([]);
  });
});

describe('转办, 加签 and 抄送 with the user picker (issue 21)', () => {
  it('转办 hands the task to the one person picked; 抄送 copies several, the task staying the approver’s', async () => {
    const env = open(ApproverTask);
    const decision = within(await screen.findByTestId('decision', {}, TIMEOUT));
    fireEvent.click(decision.getByRole('button', { name: named('抄送') }));
    const picker = within(await screen.findByTestId('user-picker', {}, TIMEOUT));
    fireEvent.click(await picker.findByText('陈静', {}, TIMEOUT));
    fireEvent.click(await picker.findByText('刘磊', {}, TIMEOUT));
    fireEvent.click(picker.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(posts(env, '/handle')).toEqual([{ task_id: 31, action: 'copy', user_ids: [5, 7] }]));
    await waitFor(() => expect(notices(env)).toContain('success:已抄送 陈静、刘磊'));
    fireEvent.click(decision.getByRole('button', { name: named('转办') }));
    const single = within(await screen.findByTestId('user-picker', {}, TIMEOUT));
    fireEvent.click(await single.findByText('李明', {}, TIMEOUT));
    fireEvent.click(single.getByRole('button', { name: named('确定') }));
    await waitFor(() => expect(posts(env, '/handle')[1]).toEqual({ task_id: 31, action: 'transfer', user_ids: [3] }));
  });
});
