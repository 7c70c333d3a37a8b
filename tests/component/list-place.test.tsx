import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RenderSchema, type PageMemory } from '../../registry';
import { contractListPage } from '../../stories/contract-columns';
import { contractRows, createFakeEnv, FakeEnvFrame, type FakeEnv } from '../../stories/fake-env';

/** A tab's page memory as the shell keeps it: one value per name (env.pageMemory). */
function withMemory(env: FakeEnv): FakeEnv & { kept: Map<string, unknown> } {
  const kept = new Map<string, unknown>();
  const pageMemory = (name: string): PageMemory => ({ read: () => kept.get(name), write: (value) => void kept.set(name, value) });
  return Object.assign(env, { pageMemory, kept });
}

const rowsFor = (page: number) => ({ data: contractRows(15, (page - 1) * 15), total: 128 });
const pages = (env: FakeEnv) => env.calls.map((call) => Number(call.options.query?.page));

function renderPage(env: FakeEnv) {
  return render(
    <FakeEnvFrame env={env}>
      <RenderSchema schema={contractListPage} />
    </FakeEnvFrame>,
  );
}

describe('a list page keeps its place in the page memory (issue 41 item 10)', () => {
  it('opened again, it starts where it was left: its first call asks for that page, with that sort', async () => {
    const env = withMemory(createFakeEnv((_url, options) => rowsFor(Number(options.query?.page))));
    const first = renderPage(env);
    await screen.findByText('XS2026110000001');
    fireEvent.click(within(screen.getByTestId('pagination')).getByTitle('2'));
    await screen.findByText('XS2026110000016');
    await waitFor(() => expect(env.kept.get('list-place-301')).toMatchObject({ query: { page: 2 } }));
    first.unmount();

    const calls = env.calls.length;
    renderPage(env);
    await screen.findByText('XS2026110000016');
    expect(pages(env).slice(calls)).toEqual([2]);
  });

  it('without a memory (stories, tests) every opening starts on page 1', async () => {
    const env = createFakeEnv((_url, options) => rowsFor(Number(options.query?.page)));
    const first = renderPage(env);
    await screen.findByText('XS2026110000001');
    fireEvent.click(within(screen.getByTestId('pagination')).getByTitle('2'));
    await screen.findByText('XS2026110000016');
    first.unmount();
    const calls = env.calls.length;
    renderPage(env);
    await screen.findByText('XS2026110000001');
    expect(pages(env).slice(calls)).toEqual([1]);
  });
});
