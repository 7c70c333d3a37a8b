import { describe, expect, it } from 'vitest';
import { MOBILE_TABLE_HEIGHT } from '../../renderers/core/table-constants';
import { bodyScroll } from '../../renderers/data-table/table-height';

describe('how the table body scrolls', () => {
  it('is virtual from 200 rows on, with a height in pixels', () => {
    expect(bodyScroll(199)).toMatchObject({ virtual: false });
    expect(bodyScroll(200)).toMatchObject({ virtual: true });
    expect(typeof bodyScroll(200).y).toBe('number');
  });

  it('on a phone the body is at most the mobile table height, virtual or not', () => {
    expect(bodyScroll(15, true)).toEqual({ virtual: false, y: MOBILE_TABLE_HEIGHT });
    expect(bodyScroll(500, true)).toEqual({ virtual: true, y: MOBILE_TABLE_HEIGHT });
  });

});
