import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../stories/external-view.stories';

const { FullScreen, Dialog, UnsafeAddress, English, FromCode } = composeStories(stories);

async function open(text: string) {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(text) }, { timeout: 10_000 }));
  return screen.findByRole('dialog');
}

describe('external-view stories', () => {
  it('FullScreen: the button opens a full-screen dialog with the page in a sandboxed frame', async () => {
    render(<FullScreen />);
    const dialog = await open('查看报表');
    expect(within(dialog).getByText('销售报表')).toBeTruthy();
    const frame = within(dialog).getByTitle('外部页面：销售报表');
    expect(frame.getAttribute('src')).toBe('https://bi.example.com/report?id=12');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups');
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('100vw');
  });

  it('the close button closes it; the backdrop does not', async () => {
    render(<FullScreen />);
    await open('查看报表');
    fireEvent.click(document.querySelector('.ant-modal-wrap') as HTMLElement);
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '关 闭' }));
    await waitFor(() => expect(screen.queryByTitle('外部页面：销售报表')).toBeNull());
  });

  it('Dialog: a same-site path in a 1200 px dialog', async () => {
    render(<Dialog />);
    const dialog = await open('库存视图');
    expect(within(dialog).getByTitle('外部页面：库存视图').getAttribute('src')).toBe('/reports/stock?warehouse=3');
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('1200px');
  });

  it('UnsafeAddress: javascript: is refused with a clear message and no frame', async () => {
    render(<UnsafeAddress />);
    const dialog = await open('危险链接');
    expect(within(dialog).queryByTestId('external-view-frame')).toBeNull();
    expect(within(dialog).getByRole('alert').textContent).toContain('该地址不安全，已拒绝打开：javascript:alert(document.cookie)');
  });

  it('English: English button, title and refusal text', async () => {
    render(<English />);
    const dialog = await open('View report');
    expect(within(dialog).getByTitle('External page: Sales report')).toBeTruthy();
  });

  it('FromCode: useExternalView opens the dialog from a handler', async () => {
    render(<FromCode />);
    const dialog = await open('打开物流轨迹');
    expect(within(dialog).getByTitle('外部页面：物流轨迹').getAttribute('src')).toBe('https://tms.example.com/track/88');
  });
});
