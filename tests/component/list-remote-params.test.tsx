import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RenderSchema, type EnvUser } from '../../registry';
import { contractListPage } from '../../stories/contract-columns';
import { contractRows, createFakeEnv, FakeEnvFrame, type FakeEnv } from '../../stories/fake-env';

const CLERK: EnvUser = { id: 4, name: '张伟', orgId: 7, orgName: '销售一组', positionName: '销售专员', positionCount: 1 };

function listEnv(user: EnvUser | null): FakeEnv {
  const env = createFakeEnv((_url, options) => ({ data: contractRows(Number(options.query?.limit)), total: 200 }));
  env.user = () => user;
  return env;
}

function renderList(env: FakeEnv) {
  render(
    <FakeEnvFrame env={env}>
      <RenderSchema schema={contractListPage} />
    </FakeEnvFrame>,
  );
}

describe('the list call (spec 001 §7 list fetch)', () => {
  it('carries remote_params with the menu and the current position\'s org, beside the flat perms_id, on every load', async () => {
    const env = listEnv(CLERK);
    renderList(env);
    await screen.findByText('共 200 条', {}, { timeout: 10_000 });
    expect(env.calls[0].url).toBe(contractListPage.source.url);
    expect(env.calls[0].options.query).toMatchObject({ perms_id: 301, remote_params: { perms_id: 301, org_id: 7 } });
    fireEvent.click(within(screen.getByTestId('pagination')).getByTitle('2'));
    await waitFor(() => expect(env.calls.at(-1)?.options.query).toMatchObject({ page: 2, remote_params: { perms_id: 301, org_id: 7 } }));
  });

  it('without a signed-in user it carries the menu only', async () => {
    const env = listEnv(null);
    renderList(env);
    await screen.findByText('共 200 条', {}, { timeout: 10_000 });
    expect(env.calls[0].options.query?.remote_params).toEqual({ perms_id: 301 });
  });
});
