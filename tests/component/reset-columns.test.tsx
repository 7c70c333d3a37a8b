import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RenderSchema } from '../../registry';
import { createBuiltinRegistry } from '../../renderers';
import { SETTING_UPDATE_URL, useListContext } from '../../renderers/list-page';
import type { ListPageSchema } from '../../schemas/generated/list-page';
import { contractListPage } from '../../stories/contract-columns';
import { FakeEnvFrame } from '../../stories/fake-env';
import { viewsPageSetup, type ViewsPageSetup } from '../../stories/fake-views-server';
import { contractSearchFields } from '../../stories/search-fields';
import { contractSetting } from '../../stories/table-settings.stories';
import { ViewColumns, bar, named, notices, TIMEOUT } from './saved-views-helpers';

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent ?? '');

/** The user hides 客户名称 in their own setting, as the settings drawer would store it. */
async function hideCustomer(setup: ViewsPageSetup): Promise<void> {
  const table_fields = contractSetting.table_fields.map((f) => ({ key: f.key, checked: f.key === 'customer_name' ? false : f.checked, fixed: f.fixed, sort: f.sort }));
  await setup.env.request(SETTING_UPDATE_URL, { method: 'POST', body: { table_name: 'sales_contract', perms_id: 301, table_fields } });
}

describe('重置字段 restores the default columns visibly (issue 20)', () => {
  it('the user’s own column choice goes: the configured columns show, 已恢复默认字段, and they stay after a reload', async () => {
    const setup = viewsPageSetup({ ...ViewColumns.args, defaultId: null });
    await hideCustomer(setup);
    const page = render(<ViewColumns setup={setup} />);
    await waitFor(() => expect(headers()).toContain('合同金额'), TIMEOUT);
    expect(headers()).not.toContain('客户名称');
    // The views' bar comes with the views' answer, which may follow the table's first columns.
    fireEvent.click(await waitFor(() => bar().getByRole('button', { name: named('重置字段') }), TIMEOUT));
    await waitFor(() => expect(headers()).toContain('客户名称'), TIMEOUT);
    expect(notices(setup)).toContain('success:已恢复默认字段');
    page.unmount();
    render(<ViewColumns setup={setup} />);
    await waitFor(() => expect(headers()).toContain('合同金额'), TIMEOUT);
    expect(headers()).toContain('客户名称');
  });

  it('the user’s #默认字段配置# columns are the default: 合同金额 hidden by it stays hidden', async () => {
    const setup = viewsPageSetup({ ...ViewColumns.args, defaultFields: [{ key: 'customer_name', checked: true, fixed: false }, { key: 'amount', checked: false, fixed: false }] });
    await hideCustomer(setup);
    render(<ViewColumns setup={setup} />);
    await waitFor(() => expect(headers()).toContain('合同金额'), TIMEOUT);
    // The views' bar comes with the views' answer, which may follow the table's first columns.
    fireEvent.click(await waitFor(() => bar().getByRole('button', { name: named('重置字段') }), TIMEOUT));
    await waitFor(() => expect(headers()).not.toContain('合同金额'), TIMEOUT);
    expect(headers()).toContain('客户名称');
  });
});

/** Stands in for the settings drawer's 重置 (its own tests cover the drawer). */
function DrawerReset() {
  const list = useListContext();
  return <button onClick={() => void list.saveSettings({ table_fields: null, table_cell_width: null })}>重置列设置</button>;
}

describe('columns the user sets themselves show over a view’s columns', () => {
  it('the drawer’s 重置 on a view that hides 客户名称: the default columns show', async () => {
    const setup = viewsPageSetup(ViewColumns.args);
    const registry = createBuiltinRegistry().child();
    registry.register({ type: 'drawer-reset', component: DrawerReset });
    setup.env.registry = registry;
    const schema: ListPageSchema = {
      ...contractListPage,
      tableName: 'sales_contract',
      children: [{ type: 'saved-views', fields: contractSearchFields }, ...contractListPage.children, { type: 'drawer-reset' }],
    };
    render(
      <FakeEnvFrame env={setup.env}>
        <RenderSchema schema={schema} />
      </FakeEnvFrame>,
    );
    await waitFor(() => expect(headers()).toContain('合同金额'), TIMEOUT);
    expect(headers()).not.toContain('客户名称');
    fireEvent.click(screen.getByText('重置列设置'));
    await waitFor(() => expect(headers()).toContain('客户名称'), TIMEOUT);
  });
});
