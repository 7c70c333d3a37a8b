import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIONS, type ActionContext } from '../../renderers/core/list-shared/actions';
import type { ListContextValue } from '../../renderers/core/list-context';
import type { ToolbarButtonSchema } from '../../schemas/generated/toolbar';
import { createFakeEnv } from '../../stories/fake-env';

// Issue 19: a newpage button's address goes through the one URL sanitiser (rules/safe-url.ts) before
// window.open: a configured or row-filled javascript: address never opens.

function contextFor(url: string, row: Record<string, unknown>) {
  const env = createFakeEnv(() => null);
  const button = { name: '打开', btn_func: 'newpage', position: 'solo', config: { url } } as unknown as ToolbarButtonSchema;
  const context = { env, list: {} as ListContextValue, button, selected: [row], openSettings: () => undefined } satisfies ActionContext;
  return { env, context };
}

afterEach(() => vi.restoreAllMocks());

describe('the newpage action', () => {
  it('opens an http(s) or same-site address filled from the row, in a new tab without an opener', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { context } = contextFor('https://docs.example.com/view?no={contract_no}', { contract_no: 'XS 1&2' });
    await ACTIONS.newpage(context);
    expect(open).toHaveBeenCalledWith('https://docs.example.com/view?no=XS%201%262', '_blank', 'noopener');
  });

  it.each(['javascript:alert(document.cookie)', ' java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x', '{link}'])(
    'refuses %j with a notice, opening nothing',
    async (url) => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const { env, context } = contextFor(url, { link: 'javascript:alert(1)' });
      await ACTIONS.newpage(context);
      expect(open).not.toHaveBeenCalled();
      expect(env.notices).toHaveLength(1);
      expect(env.notices[0].kind).toBe('warning');
      expect(env.notices[0].text).toContain('该地址不安全');
    },
  );
});
