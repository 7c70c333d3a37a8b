import { describe, expect, it } from 'vitest';
import { conditionOf, loadRegions, pathsOf } from '../../renderers/core/list-shared/controls/regions';

describe('the region list of the city control', () => {
  it('holds every province by its short name, each with its cities (a municipality is its own city)', async () => {
    const regions = await loadRegions();
    expect(regions).toHaveLength(34);
    expect(regions.map((r) => r.name)).toEqual(expect.arrayContaining(['上海', '江苏', '内蒙古', '广西', '新疆', '香港', '台湾']));
    expect(regions.find((r) => r.name === '上海')?.cities).toEqual(['上海']);
    expect(regions.find((r) => r.name === '江苏')?.cities).toEqual(expect.arrayContaining(['南京', '苏州', '无锡']));
    expect(regions.every((r) => r.cities.length > 0 && r.cities.every((c) => c !== '市辖区' && !c.endsWith('市')))).toBe(true);
  });

  it('a whole province stands for its cities, and shows as the province again', async () => {
    const regions = await loadRegions();
    const jiangsu = regions.find((r) => r.name === '江苏')!.cities;
    const condition = conditionOf([['江苏'], ['浙江', '宁波']], regions, 'city');
    expect(condition).toEqual(['in', [...jiangsu, '宁波']]);
    expect(pathsOf(condition, regions, 'city')).toEqual([['江苏'], ['浙江', '宁波']]);
    expect(conditionOf([], regions, 'city')).toBeUndefined();
  });

  it('at province level the names are the provinces; unknown names are left out of the picker', async () => {
    const regions = await loadRegions();
    expect(conditionOf([['上海'], ['广东']], regions, 'province')).toEqual(['in', ['上海', '广东']]);
    expect(pathsOf(['in', ['上海', '火星']], regions, 'province')).toEqual([['上海']]);
    expect(pathsOf('江苏', regions, 'province')).toEqual([['江苏']]);
  });
});
