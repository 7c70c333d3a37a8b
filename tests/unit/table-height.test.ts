import { describe, expect, it } from 'vitest';
import { bodyScroll } from '../../renderers/data-table/table-height';

describe('how the table body scrolls', () => {
  it('is virtual from 200 rows on, with a height in pixels', () => {
    expect(bodyScroll(199)).toMatchObject({ virtual: false });
    expect(bodyScroll(200)).toMatchObject({ virtual: true });
    expect(typeof bodyScroll(200).y).toBe('number');
  });

  it('starts virtual while a page of 200 rows or more is awaited, so the body is built once', () => {
    expect(bodyScroll(0, 500).virtual).toBe(true);
    expect(bodyScroll(0, 15).virtual).toBe(false);
  });
});
