import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Layout } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { SidebarEntry } from '../../src/router/menu-routes';
import { INTENT_MS, Sidebar } from '../../src/layout/Sidebar';

const ENTRIES: SidebarEntry[] = [
  { key: 'group-100', id: 100, label: '客户关系', icon: 'team', disabled: false, children: [{ key: 'menu-101', id: 101, label: '客户管理', icon: '', disabled: false, to: '/crm/customer' }] },
  { key: 'group-300', id: 300, label: '合同管理', icon: 'file-text', disabled: false, children: [{ key: 'menu-301', id: 301, label: '销售合同', icon: '', disabled: false, to: '/contract/sales' }] },
  // A group whose icon the sidebar does not know, and a page at the top level without one.
  { key: 'group-900', id: 900, label: '经营分析', icon: 'no-such-icon', disabled: false, children: [{ key: 'menu-901', id: 901, label: '经营看板', icon: '', disabled: false, to: '/bi/board' }] },
  { key: 'menu-5', id: 5, label: '首页', icon: '', disabled: false, to: '/dashboard' },
];

function sidebarAt(pathname: string, collapsed = false, onOpen = vi.fn(), inDrawer = false) {
  return (
    <Layout>
      <Sidebar title="HKWL" entries={ENTRIES} pathname={pathname} collapsed={collapsed} onCollapse={() => undefined} onOpen={onOpen} disabledHint="未开放" inDrawer={inDrawer} />
    </Layout>
  );
}

function renderSidebar(collapsed: boolean, onOpen = vi.fn(), inDrawer = false) {
  render(sidebarAt('/contract/sales', collapsed, onOpen, inDrawer));
  return screen.getByTestId('sidebar');
}

/** The top-level rows of the menu: each group's title row and each top-level page. */
const topRows = (menu: HTMLElement) => Array.from(menu.querySelectorAll(':scope > li > .ant-menu-submenu-title, :scope > li.ant-menu-item'));

describe('the sidebar (issue 20)', () => {
  it('a page under a list (its form, a record) selects the list’s entry, and moving to a page of another group opens that group', () => {
    const view = render(sidebarAt('/message'));
    const menu = screen.getByTestId('sidebar');
    expect(menu.querySelector('.ant-menu-item-selected')).toBeNull();
    view.rerender(sidebarAt('/contract/sales/form'));
    expect(menu.querySelector('.ant-menu-item-selected')?.textContent).toBe('销售合同');
    expect(within(menu).getByText('合同管理').closest('.ant-menu-submenu')?.classList.contains('ant-menu-submenu-open')).toBe(true);
    view.rerender(sidebarAt('/crm/customer'));
    expect(menu.querySelector('.ant-menu-item-selected')?.textContent).toBe('客户管理');
    expect(within(menu).getByText('客户关系').closest('.ant-menu-submenu')?.classList.contains('ant-menu-submenu-open')).toBe(true);
    // Not a prefix of a word: /crm/customers is no page under /crm/customer.
    view.rerender(sidebarAt('/crm/customers'));
    expect(menu.querySelector('.ant-menu-item-selected')).toBeNull();
  });

  it('folded, every group and top-level page shows an icon, never the first character of its name', () => {
    const menu = renderSidebar(true);
    const rows = topRows(menu);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.querySelector('.anticon')).not.toBeNull();
    // Each group's icon is its own (team, file-text) or a folder when the menu names an unknown one.
    expect(rows.map((row) => row.querySelector('.anticon')!.classList[1])).toEqual(['anticon-team', 'anticon-file-text', 'anticon-folder', 'anticon-file']);
  });

  it('folded, a group’s icon carries its name as a tooltip, and its popup opens under that name', async () => {
    const menu = renderSidebar(true);
    const groups = Array.from(menu.querySelectorAll('.ant-menu-submenu-title'));
    expect(groups.map((group) => group.querySelector('.anticon')!.getAttribute('title'))).toEqual(['客户关系', '合同管理', '经营分析']);
    fireEvent.mouseEnter(groups[0]);
    const popup = await waitFor(() => {
      const open = Array.from(document.querySelectorAll<HTMLElement>('.ant-menu-submenu-popup')).find((p) => p.textContent?.includes('客户管理'));
      if (!open) throw new Error('no popup yet');
      return open;
    });
    expect(within(popup).getByText('客户关系').closest('.ant-menu-item-group-title')).not.toBeNull();
    expect(within(popup).getByText('客户管理')).toBeTruthy();
  });

  it('unfolded, groups show their names beside their icons and the current page’s group is open', () => {
    const onOpen = vi.fn();
    const menu = renderSidebar(false, onOpen);
    expect(topRows(menu).map((row) => row.textContent)).toEqual(['客户关系', '合同管理', '经营分析', '首页']);
    // No tooltip where the name is written out.
    expect(menu.querySelector('.anticon[title]')).toBeNull();
    fireEvent.click(within(menu).getByText('销售合同'));
    expect(onOpen).toHaveBeenCalledWith('/contract/sales', 301);
  });

  it('in the phone’s drawer it is always unfolded, as wide as the drawer, without the fold trigger', () => {
    const onOpen = vi.fn();
    const menu = renderSidebar(true, onOpen, true);
    expect(topRows(menu).map((row) => row.textContent)).toEqual(['客户关系', '合同管理', '经营分析', '首页']);
    const sider = menu.closest('.ant-layout-sider') as HTMLElement;
    expect(sider.classList.contains('hkwl-sider-drawer')).toBe(true);
    expect(sider.classList.contains('ant-layout-sider-collapsed')).toBe(false);
    expect(sider.style.width).toBe('100%');
    expect(sider.querySelector('.ant-layout-sider-trigger')).toBeNull();
    fireEvent.click(within(menu).getByText('销售合同'));
    expect(onOpen).toHaveBeenCalledWith('/contract/sales', 301);
  });
});

describe('the sidebar’s intent (a page’s calls before the click)', () => {
  function intentSidebar(onIntent: (to: string, menuId: number) => void) {
    render(
      <Layout>
        <Sidebar title="HKWL" entries={ENTRIES} pathname="/message" collapsed={false} onCollapse={() => undefined} onOpen={vi.fn()} onIntent={onIntent} disabledHint="未开放" />
      </Layout>,
    );
    const menu = screen.getByTestId('sidebar');
    fireEvent.click(within(menu).getByText('合同管理'));
    return menu;
  }

  it('a pointer resting on a page’s entry for INTENT_MS means it, once; passing over does not', () => {
    vi.useFakeTimers();
    try {
      const onIntent = vi.fn();
      const menu = intentSidebar(onIntent);
      const contracts = within(menu).getByText('销售合同');
      const home = within(menu).getByText('首页');
      // Passing over: gone before INTENT_MS.
      fireEvent.pointerOver(home);
      vi.advanceTimersByTime(INTENT_MS - 1);
      fireEvent.pointerOver(contracts);
      vi.advanceTimersByTime(INTENT_MS - 1);
      expect(onIntent).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onIntent).toHaveBeenCalledExactlyOnceWith('/contract/sales', 301);
      // Moving within the same entry is not a new intent.
      fireEvent.pointerOver(contracts);
      vi.advanceTimersByTime(INTENT_MS * 2);
      expect(onIntent).toHaveBeenCalledTimes(1);
      // Leaving the menu before INTENT_MS: nothing.
      fireEvent.pointerOver(home);
      fireEvent.pointerLeave(menu);
      vi.advanceTimersByTime(INTENT_MS * 2);
      expect(onIntent).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a press on a page’s entry means it at once; a group’s title is no page', () => {
    const onIntent = vi.fn();
    const menu = intentSidebar(onIntent);
    fireEvent.pointerDown(within(menu).getByText('合同管理'));
    expect(onIntent).not.toHaveBeenCalled();
    fireEvent.pointerDown(within(menu).getByText('销售合同'));
    expect(onIntent).toHaveBeenCalledExactlyOnceWith('/contract/sales', 301);
  });
});
