import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RenderSchema } from '../../registry';
import { createBuiltinRegistry } from '../../renderers';
import { useListContext } from '../../renderers/list-page';
import type { ListPageSchema } from '../../schemas/generated/list-page';
import type { CustomSetting } from '../../schemas/generated/custom-setting';
import { contractListPage } from '../../stories/contract-columns';
import { contractRows, createFakeEnv, FakeEnvFrame, type FakeEnv } from '../../stories/fake-env';

/** The user's stored setting: 15 rows per page. */
const SETTING: CustomSetting = { table_name: 'menu-301', perms_id: 301, table_fields: [], table_cell_width: {}, button_inline_position: 'top', content_pagesize: 15, customized: true, updated_at: null };

/** A child standing in for the settings drawer's 每页条数 (its own tests cover the drawer). */
function DrawerRows() {
  const list = useListContext();
  return <button onClick={() => void list.saveSettings({ content_pagesize: 20 })}>每页 20 条</button>;
}

function pageEnv(): FakeEnv {
  const registry = createBuiltinRegistry().child();
  registry.register({ type: 'drawer-rows', component: DrawerRows });
  return createFakeEnv((_url, options) => ({ data: contractRows(Number(options.query?.limit)), total: 200 }), 'zh', registry, SETTING);
}

function open(env: FakeEnv, schema: ListPageSchema = contractListPage) {
  return render(
    <FakeEnvFrame env={env}>
      <RenderSchema schema={{ ...schema, children: [...schema.children, { type: 'drawer-rows' }] }} />
    </FakeEnvFrame>,
  );
}

/** The rows the table shows. */
const shownRows = () => screen.queryAllByText(/^XS20261100000\d\d$/).length;

async function choosePageSize(label: string): Promise<void> {
  fireEvent.mouseDown(within(await screen.findByTestId('pagination')).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(label));
}

describe('the pager’s page size is a local preference per page (spec 001 §3, issue 20)', () => {
  it('30 chosen in the pager: the next visit opens with 30 rows, asked for at once, over the setting’s 15', async () => {
    const first = pageEnv();
    const page = open(first);
    await waitFor(() => expect(shownRows()).toBe(15));
    await choosePageSize('30条/页');
    await waitFor(() => expect(shownRows()).toBe(30));
    page.unmount();

    const again = pageEnv();
    open(again);
    await screen.findByText('共 200 条');
    await waitFor(() => expect(shownRows()).toBe(30));
    expect(again.calls.map((call) => call.options.query?.limit)).toEqual([30]);
    expect(within(screen.getByTestId('pagination-sizes')).getByTitle('30条/页')).toBeTruthy();
  });

  it('is kept per page: another list opens with its own size', async () => {
    const page = open(pageEnv());
    await screen.findByText('共 200 条');
    await choosePageSize('50条/页');
    await waitFor(() => expect(shownRows()).toBe(50));
    page.unmount();

    open(pageEnv(), { ...contractListPage, id: 302, tableName: 'menu-302', source: { ...contractListPage.source, params: { perms_id: 302 } } });
    await screen.findByText('共 200 条');
    await waitFor(() => expect(shownRows()).toBe(15));
  });

  it('a later change of the setting’s rows per page is the newest choice and replaces the pager’s', async () => {
    const first = pageEnv();
    const page = open(first);
    await screen.findByText('共 200 条');
    await choosePageSize('50条/页');
    await waitFor(() => expect(shownRows()).toBe(50));
    fireEvent.click(screen.getByText('每页 20 条'));
    await waitFor(() => expect(shownRows()).toBe(20));
    page.unmount();

    open(pageEnv());
    await screen.findByText('共 200 条');
    await waitFor(() => expect(shownRows()).toBe(20));
  });
});
