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

  it('grows by the room the list page fold icon gave it, at most 200 px', () => {
    expect(bodyScroll(15, false, 900, 120)).toEqual({ virtual: false, y: 'calc(100vh - 210px)' });
    expect(bodyScroll(15, false, 900, 999)).toEqual({ virtual: false, y: 'calc(100vh - 130px)' });
    expect(bodyScroll(300, false, 900, 100)).toEqual({ virtual: true, y: 670 });
    expect(bodyScroll(300, true, 900, 100)).toEqual({ virtual: true, y: MOBILE_TABLE_HEIGHT });
  });
});
