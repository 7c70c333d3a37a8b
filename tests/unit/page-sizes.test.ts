import { describe, expect, it } from 'vitest';
import { pageSizesOf } from '../../rules/page-compile/compile-list-page';

describe('page sizes from the server\'s front configuration (front/page_sizes, front/default_page_size)', () => {
  it.each([
    [{ page_sizes: [10, 50, 100], default_page_size: 50 }, [10, 50, 100], 50],
    [{ page_sizes: [10, 50, 100], default_page_size: 15 }, [10, 50, 100], 10],
    [{ page_sizes: [30, 15, 15] }, [15, 30], 15],
    [{ page_sizes: 'many' }, [15, 20, 30, 50], 15],
    [{ page_sizes: [0, 20] }, [15, 20, 30, 50], 15],
    [{ page_sizes: [20, 10_000] }, [15, 20, 30, 50], 15],
    [undefined, [15, 20, 30, 50], 15],
  ])('%j gives %j (default %i)', (front, sizes, defaultSize) => {
    expect(pageSizesOf(front as Record<string, unknown> | undefined)).toEqual({ sizes, defaultSize });
  });
});
