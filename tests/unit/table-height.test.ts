import { describe, expect, it } from 'vitest';
import { bodyScroll } from '../../renderers/data-table/table-height';

describe('how the table body scrolls', () => {
  it('is virtual from 200 rows on, with a height in pixels', () => {
    expect(bodyScroll(199)).toMatchObject({ virtual: false });
    expect(bodyScroll(200)).toMatchObject({ virtual: true });
    expect(typeof bodyScroll(200).y).toBe('number');
  });

});
