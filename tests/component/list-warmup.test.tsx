import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeEnv, FakeEnvFrame } from '../../stories/fake-env';
import { ListWarmup, WARMUP_MARK } from '../../src/layout/ListWarmup';
import { SAMPLE_LIST_PAGE } from '../../src/layout/warmup-page';
import { createPageValidator } from '../../registry/validate-page';
import { createBuiltinRegistry } from '../../renderers';

afterEach(() => {
  cleanup();
  performance.clearMarks(WARMUP_MARK);
  window.localStorage.clear();
});

describe('the list renderers’ warm-up', () => {
  it('draws a sample list page with its rows offscreen, asks the server nothing, goes nowhere, tells nothing, and is gone after', async () => {
    const env = createFakeEnv(() => {
      throw new Error('the warm-up asked the server');
    });
    const navigate = vi.spyOn(env, 'navigate');
    const { container } = render(
      <FakeEnvFrame env={env}>
        {/* jsdom draws antd slowly: the sample is given all the time it needs to draw its rows. */}
        <ListWarmup maxMs={60_000} />
      </FakeEnvFrame>,
    );
    await waitFor(() => expect(performance.getEntriesByName(WARMUP_MARK)).toHaveLength(1), { timeout: 60_000 });
    // Its table drew the sample's 15 rows, in an element never in the document.
    expect((performance.getEntriesByName(WARMUP_MARK)[0] as PerformanceMark).detail).toEqual({ rows: 15 });
    expect(document.querySelector('[data-testid="list-warmup"]')).toBeNull();
    expect(container.querySelector('.ant-table, [data-testid="list-page"]')).toBeNull();
    expect(env.calls).toEqual([]);
    expect(env.settingCalls).toEqual([]);
    expect(env.notices).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    // Nor does it keep anything in the browser (a place, a page size, an offset).
    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it('its sample page is one the page validator accepts (it follows the renderers’ schemas as they change)', async () => {
    expect(await createPageValidator(createBuiltinRegistry()).problems(SAMPLE_LIST_PAGE)).toEqual([]);
  });
});
