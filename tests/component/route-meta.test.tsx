import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteMeta } from '../../registry';
import { RenderSchema } from '../../registry';
import { createFakeEnv, FakeEnvFrame } from '../../stories/fake-env';
import * as formStories from '../../stories/form-page.stories';
import { formEnv, type FormStoryArgs } from '../../stories/form-page.stories';
import { GOODS_COLUMNS, GOODS_ROWS, ownColumnsSetting } from '../../stories/editable-table.stories';

const { InApproval } = composeStories(formStories);
const TIMEOUT = { timeout: 10_000 };

const meta = (change: Partial<RouteMeta> = {}): RouteMeta => ({ id: 401, title: '销售合同', isApprove: false, keepAlive: false, hidden: true, ...change });
const footerButtons = async () =>
  within(await screen.findByTestId('form-footer', {}, TIMEOUT))
    .getAllByRole('button')
    .map((b) => b.textContent?.replace(/\s/g, ''));

// Spec 001 §2: "Route meta isApprove marks an approval page (the approval-information toggle is hidden there). Route
// meta id is the permission id for table settings."
describe('what a page is told of its route (env.routeMeta)', () => {
  it('on an approval page the form shows its approval information with no toggle to hide it', async () => {
    const env = formEnv(InApproval.args as FormStoryArgs);
    env.routeMeta = meta({ isApprove: true });
    render(<InApproval env={env} />);
    expect(await footerButtons()).toEqual(['导出', '返回']);
    expect(screen.getByTestId('approval-panel')).toBeTruthy();
  });

  it('elsewhere the toggle stays', async () => {
    const env = formEnv(InApproval.args as FormStoryArgs);
    env.routeMeta = meta();
    render(<InApproval env={env} />);
    expect(await footerButtons()).toEqual(['隐藏审批信息', '导出', '返回']);
  });

  it('a table with no permission id of its own keeps its settings under the route’s meta id', async () => {
    const env = { ...createFakeEnv(() => null, 'zh', undefined, ownColumnsSetting('lines')), routeMeta: meta() };
    render(
      <FakeEnvFrame env={env}>
        <RenderSchema schema={{ type: 'editable-table', name: 'lines', title: '商品明细', columns: GOODS_COLUMNS, value: GOODS_ROWS, height: 420 }} />
      </FakeEnvFrame>,
    );
    await screen.findByRole('button', { name: /列设置/ }, TIMEOUT);
    expect(env.settingCalls[0].options.query).toEqual({ table_name: 'lines', perms_id: 401, own_columns: true });
  });

  it('without a route and without an id of its own, a table has no settings to ask for', async () => {
    const env = createFakeEnv(() => null, 'zh', undefined, ownColumnsSetting('lines'));
    render(
      <FakeEnvFrame env={env}>
        <RenderSchema schema={{ type: 'editable-table', name: 'lines', title: '商品明细', columns: GOODS_COLUMNS, value: GOODS_ROWS, height: 420 }} />
      </FakeEnvFrame>,
    );
    await screen.findAllByRole('gridcell', {}, TIMEOUT);
    expect(screen.queryByRole('button', { name: /列设置/ })).toBeNull();
    expect(env.settingCalls).toEqual([]);
  });
});
