import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RenderSchema } from '../../registry';
import * as stories from '../../stories/list-page.stories';
import { contractListPage } from '../../stories/contract-columns';
import { contractRows, createFakeEnv, FakeEnvFrame } from '../../stories/fake-env';

const { Contracts, English, Empty, LoadFailed } = composeStories(stories);

describe('list-page stories', () => {
  it('Contracts: shows the first 15 rows, the total and formatted cells', async () => {
    render(<Contracts />);
    expect(await screen.findByText('共 128 条', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('XS2026110000001')).toBeTruthy();
    expect(screen.getByText('XS2026110000015')).toBeTruthy();
    expect(screen.queryByText('XS2026110000016')).toBeNull();
    expect(screen.getByText('125,000.00')).toBeTruthy();
    expect(screen.getAllByText('已完成').length).toBeGreaterThan(0);
  });

  it('English: headers, status labels and totals in English', async () => {
    render(<English />);
    expect(await screen.findByText('Total 128 items')).toBeTruthy();
    expect(screen.getAllByText('Contract no.').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Complete').length).toBeGreaterThan(0);
  });

  it('Empty: 暂无数据 and no pagination', async () => {
    render(<Empty />);
    expect(await screen.findAllByText('暂无数据')).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByTestId('pagination')).toBeNull());
  });

  it('LoadFailed: says the data failed to load', async () => {
    render(<LoadFailed />);
    expect(await screen.findByText('数据加载失败')).toBeTruthy();
  });
});

const schema = { ...contractListPage, pagination: undefined };

describe('list-page controller', () => {
  it('asks for the next page and the chosen page size, with the menu id', async () => {
    const env = createFakeEnv((_url, options) => ({ data: contractRows(Number(options.query?.limit)), total: 200 }));
    render(
      <FakeEnvFrame env={env}>
        <RenderSchema schema={schema} />
      </FakeEnvFrame>,
    );
    await screen.findByText('共 200 条');
    expect(env.calls[0].options.query).toMatchObject({ page: 1, limit: 15, perms_id: 301 });
    fireEvent.click(within(screen.getByTestId('pagination')).getByTitle('2'));
    await waitFor(() => expect(env.calls.at(-1)?.options.query).toMatchObject({ page: 2, limit: 15 }));
  });

  it('sorts by a sortable column, descending first, from page 1', async () => {
    const env = createFakeEnv(() => ({ data: contractRows(15), total: 200 }));
    render(
      <FakeEnvFrame env={env}>
        <RenderSchema schema={schema} />
      </FakeEnvFrame>,
    );
    await screen.findByText('共 200 条');
    fireEvent.click(screen.getAllByText('合同金额')[0].closest('th')!);
    await waitFor(() => expect(env.calls.at(-1)?.options.query).toMatchObject({ order: 'amount desc', page: 1 }));
  });

  it('uses only the latest answer when an older request returns last', async () => {
    const pending: Array<(value: unknown) => void> = [];
    const env = createFakeEnv(() => new Promise((resolve) => pending.push(resolve)));
    render(
      <FakeEnvFrame env={env}>
        <RenderSchema schema={schema} />
      </FakeEnvFrame>,
    );
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () => pending[0]({ data: contractRows(15), total: 40 }));
    fireEvent.click(within(screen.getByTestId('pagination')).getByTitle('2'));
    fireEvent.click(within(screen.getByTestId('pagination')).getByTitle('3'));
    await waitFor(() => expect(pending).toHaveLength(3));
    await act(async () => pending[2]({ data: contractRows(10, 30), total: 40 }));
    await act(async () => pending[1]({ data: contractRows(15, 15), total: 40 }));
    expect(screen.getByText('XS2026110000031')).toBeTruthy();
    expect(screen.queryByText('XS2026110000016')).toBeNull();
  });
});
